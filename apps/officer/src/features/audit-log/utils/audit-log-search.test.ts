import { toQueryString } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  auditLogApiQuery,
  auditLogFiltersFromForm,
  auditLogPageQuery,
  auditLogSearchFrom,
  hasAuditLogFilters,
  NO_FILTERS,
} from './audit-log-search';

describe('auditLogSearchFrom', () => {
  it('reads the filters and page of the URL, under the API’s names', () => {
    const search = auditLogSearchFrom(
      new URLSearchParams(
        'Search= Alpha &Action=terms.send&Entity=terms-document&DateFrom=2026-01-31&Page=3',
      ),
    );
    expect(search).toEqual({
      search: 'Alpha',
      action: 'terms.send',
      entity: 'terms-document',
      entityId: '',
      dateFrom: '2026-01-31',
      dateTo: '',
      page: 3,
    });
    expect(toQueryString(auditLogPageQuery(search))).toBe(
      '?Search=Alpha&Action=terms.send&Entity=terms-document&DateFrom=2026-01-31&Page=3',
    );
  });

  it('drops what the lists do not hold, dates that are not days, and pages that are not pages', () => {
    const search = auditLogSearchFrom(
      new URLSearchParams('Action=terms.delete&Entity=planet&DateTo=2026-02-30&Page=-1'),
    );
    expect(search).toEqual({ ...NO_FILTERS, page: 1 });
    expect(hasAuditLogFilters(search)).toBe(false);
    expect(toQueryString(auditLogPageQuery(search))).toBe('');
  });
});

describe('auditLogApiQuery', () => {
  it('asks for one page of the default size, with the filters that apply', () => {
    const query = auditLogApiQuery({ ...NO_FILTERS, entityId: 'abc', page: 2 });
    expect(toQueryString(query)).toBe('?EntityId=abc&Page=2&PageSize=20');
  });
});

describe('auditLogFiltersFromForm', () => {
  it('reads the filter form, empty choices meaning no filter', () => {
    const form = new FormData();
    form.set('Search', 'olivia');
    form.set('Action', '');
    form.set('Entity', 'application');
    const filters = auditLogFiltersFromForm(form);
    expect(filters).toEqual({ ...NO_FILTERS, search: 'olivia', entity: 'application' });
    expect(hasAuditLogFilters(filters)).toBe(true);
  });
});
