import { describe, expect, it } from 'vitest';
import {
  applicationsApiQuery,
  applicationsExportQuery,
  applicationsSearchFrom,
  applicationsSearchString,
  filtersFromForm,
  filtersKey,
  hasFilters,
  sortedBy,
} from './applications-search';

const searchOf = (query: string) => applicationsSearchFrom(new URLSearchParams(query));

describe('the applications table’s URL', () => {
  it('reads the filters, page and sort under the API’s names', () => {
    expect(
      searchOf(
        'ApplicationType=1&ApplicationType=3&ApplicationCategory=2&Status=12&Status=1101&DateFrom=2026-01-01&DateTo=2026-01-31&Search=LRP-2026&Page=3&SortBy=status&SortDirection=asc',
      ),
    ).toEqual({
      programmes: [1, 3],
      categories: [2],
      statuses: [12, 1101],
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      search: 'LRP-2026',
      page: 3,
      sortBy: 'status',
      sortDirection: 'asc',
    });
  });

  it('ignores what names nothing, and falls back to page 1, newest first', () => {
    expect(
      searchOf(
        'ApplicationType=9&ApplicationType=x&ApplicationType=2&ApplicationType=2&Status=17&Page=-2&SortBy=name&SortDirection=up',
      ),
    ).toEqual({
      programmes: [2],
      categories: [],
      statuses: [],
      dateFrom: '',
      dateTo: '',
      search: '',
      page: 1,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(searchOf('Page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, so a plain Dashboard stays /dashboard', () => {
    expect(applicationsSearchString(searchOf(''))).toBe('');
    expect(applicationsSearchString(searchOf('Page=1&SortBy=createdAt&SortDirection=desc'))).toBe('');
    const search = searchOf('Status=12&ApplicationType=1&Page=2&Search=a b');
    expect(applicationsSearchString(search)).toBe('?ApplicationType=1&Status=12&Search=a%20b&Page=2');
    // What it writes, it reads back the same.
    expect(searchOf(applicationsSearchString(search).slice(1))).toEqual(search);
  });

  it('asks the API for one page of ten, and exports every page with the same filters and order', () => {
    const search = searchOf('ApplicationType=1&Status=12&Page=2&SortBy=referenceNumber&SortDirection=asc');
    expect(applicationsApiQuery(search)).toEqual({
      ...applicationsExportQuery(search),
      Page: 2,
      PageSize: 10,
    });
    expect(applicationsExportQuery(search)).toEqual({
      ApplicationType: [1],
      ApplicationCategory: [],
      Status: [12],
      DateFrom: '',
      DateTo: '',
      Search: '',
      SortBy: 'referenceNumber',
      SortDirection: 'asc',
    });
  });

  it('reads the filter form by its field names', () => {
    const form = new FormData();
    form.append('ApplicationType', '1');
    form.append('Status', '12');
    form.append('Status', '6');
    form.append('Search', '  IBR ');
    form.append('DateFrom', '');
    const filters = filtersFromForm(form);
    expect(filters).toEqual({
      programmes: [1],
      categories: [],
      statuses: [12, 6],
      dateFrom: '',
      dateTo: '',
      search: 'IBR',
    });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(searchOf('Page=2&SortBy=status'))).toBe(false);
  });
});

describe('filtersKey', () => {
  it('tells filters apart, but not pages or orders of the same filters', () => {
    const filtered = searchOf('ApplicationType=1&Status=12');
    expect(filtersKey(searchOf('ApplicationType=1&Status=12&Page=2&SortBy=status'))).toBe(
      filtersKey(filtered),
    );
    expect(filtersKey(searchOf('ApplicationType=1'))).not.toBe(filtersKey(filtered));
    expect(filtersKey(searchOf('Search=12'))).not.toBe(filtersKey(searchOf('DateFrom=12')));
  });
});

describe('sorting by a column', () => {
  it('turns the order round on the same column, and starts a new one in its natural order on page 1', () => {
    const newest = searchOf('Page=3');
    expect(sortedBy(newest, 'createdAt')).toMatchObject({
      sortBy: 'createdAt',
      sortDirection: 'asc',
      page: 1,
    });
    expect(sortedBy(newest, 'referenceNumber')).toMatchObject({ sortDirection: 'asc', page: 1 });
    expect(sortedBy(newest, 'updatedAt')).toMatchObject({ sortDirection: 'desc' });
    const byStatus = sortedBy(newest, 'status');
    expect(sortedBy(byStatus, 'status')).toMatchObject({ sortBy: 'status', sortDirection: 'desc' });
  });
});
