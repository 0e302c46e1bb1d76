import { ApplicationCategory, ApplicationStatus, Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  filtersFromForm,
  hasFilters,
  queueApiQuery,
  queueSearchFrom,
  queueSearchString,
} from './queue-search';

const OFFICER_ID = '6f1d0c5e-2b7a-4c3e-9f10-1a2b3c4d5e6f';
const searchOf = (query: string) => queueSearchFrom(new URLSearchParams(query));

describe('the work queue read from its URL', () => {
  it('reads every filter and the page under the API’s own names', () => {
    const search = searchOf(`?Status=3&Status=9&Programme=2&Category=4&AssignedTo=${OFFICER_ID}&Page=3`);
    expect(search).toEqual({
      statuses: [ApplicationStatus.requestForInformation, ApplicationStatus.documentaryReview],
      programme: Programme.IBR,
      category: ApplicationCategory.changeOfCompanyDetails,
      assignedTo: OFFICER_ID,
      page: 3,
    });
    expect(hasFilters(search)).toBe(true);
  });

  it('shows everything open, from page 1, when the URL names nothing', () => {
    const search = searchOf('');
    expect(search).toEqual({ statuses: [], programme: null, category: null, assignedTo: null, page: 1 });
    expect(hasFilters(search)).toBe(false);
    expect(queueSearchString(search)).toBe('');
  });

  it('leaves out what the API would refuse, keeping the rest', () => {
    const search = searchOf(
      '?Status=3&Status=abc&Status=999&Programme=7&Category=&AssignedTo=someone&Page=-2',
    );
    expect(search).toEqual({
      statuses: [ApplicationStatus.requestForInformation],
      programme: null,
      category: null,
      assignedTo: null,
      page: 1,
    });
  });

  it('takes "me", "unassigned" or an officer’s id in any letter case, and a status once', () => {
    expect(searchOf('?AssignedTo=me').assignedTo).toBe('me');
    expect(searchOf('?AssignedTo=unassigned').assignedTo).toBe('unassigned');
    expect(searchOf(`?AssignedTo=${OFFICER_ID.toUpperCase()}`).assignedTo).toBe(OFFICER_ID);
    expect(searchOf('?Status=3&Status=3').statuses).toEqual([ApplicationStatus.requestForInformation]);
  });

  it('writes back the same URL it reads, without page 1', () => {
    const query = '?Status=3&Status=6&Programme=1&AssignedTo=me&Page=2';
    expect(queueSearchString(searchOf(query))).toBe(query);
    expect(queueSearchString({ ...searchOf(query), page: 1 })).toBe(
      '?Status=3&Status=6&Programme=1&AssignedTo=me',
    );
  });

  it('asks the API for the page with its filters', () => {
    expect(queueApiQuery(searchOf('?Programme=3&AssignedTo=unassigned'))).toEqual({
      Status: undefined,
      Programme: Programme.AOR,
      Category: undefined,
      AssignedTo: 'unassigned',
      Page: 1,
    });
  });

  it('reads a submitted filter form, whose empty choices mean no filter', () => {
    const form = new FormData();
    form.append('AssignedTo', 'me');
    form.append('Programme', '');
    form.append('Category', '2');
    form.append('Status', '5');
    form.append('Status', '6');
    expect(filtersFromForm(form)).toEqual({
      statuses: [ApplicationStatus.pendingFindingsAcknowledgement, ApplicationStatus.pendingCorrectiveAction],
      programme: null,
      category: ApplicationCategory.renewal,
      assignedTo: 'me',
    });
  });
});
