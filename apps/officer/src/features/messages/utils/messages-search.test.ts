import { OutgoingEmailStatus, toQueryString } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  hasMessagesFilters,
  messagesApiQuery,
  messagesFiltersFromForm,
  messagesPageQuery,
  messagesSearchFrom,
  NO_FILTERS,
} from './messages-search';

describe('messagesSearchFrom', () => {
  it('reads the search, statuses and page of the URL, under the API’s names', () => {
    const search = messagesSearchFrom(new URLSearchParams('Status=3&Status=1&Search= alpha-labs &Page=2'));
    expect(search).toEqual({
      search: 'alpha-labs',
      statuses: [OutgoingEmailStatus.queued, OutgoingEmailStatus.failed],
      page: 2,
    });
    expect(toQueryString(messagesPageQuery(search))).toBe('?Status=1&Status=3&Search=alpha-labs&Page=2');
  });

  it('drops statuses that are not one, keeping the others, and pages that are not pages', () => {
    const search = messagesSearchFrom(new URLSearchParams('Status=9&Status=2&Status=sent&Page=0'));
    expect(search).toEqual({ ...NO_FILTERS, statuses: [OutgoingEmailStatus.sent], page: 1 });
    expect(toQueryString(messagesPageQuery(search))).toBe('?Status=2');
    expect(hasMessagesFilters(messagesSearchFrom(new URLSearchParams('Status=7&Page=-1')))).toBe(false);
  });
});

describe('messagesApiQuery', () => {
  it('asks for one page of the default size, with the filters that apply', () => {
    const query = messagesApiQuery({ ...NO_FILTERS, statuses: [OutgoingEmailStatus.failed], page: 3 });
    expect(toQueryString(query)).toBe('?Status=3&Page=3&PageSize=10');
  });
});

describe('messagesFiltersFromForm', () => {
  it('reads the filter form: the search, and each status ticked', () => {
    const form = new FormData();
    form.set('Search', '  Request for information ');
    form.append('Status', '3');
    form.append('Status', '2');
    const filters = messagesFiltersFromForm(form);
    expect(filters).toEqual({
      search: 'Request for information',
      statuses: [OutgoingEmailStatus.sent, OutgoingEmailStatus.failed],
    });
    expect(hasMessagesFilters(filters)).toBe(true);
  });
});
