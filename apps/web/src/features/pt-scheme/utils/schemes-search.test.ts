import { describe, expect, it } from 'vitest';
import {
  hasSchemeFilters,
  schemesApiQuery,
  schemesFiltersFromForm,
  schemesSearchFrom,
  schemesSearchString,
} from './schemes-search';

const searchOf = (query: string) => schemesSearchFrom(new URLSearchParams(query));

describe('the PT Scheme list’s URL', () => {
  it('reads statuses a participant may see, the search and the page', () => {
    expect(searchOf('Status=2&Status=6&Search=%20aflatoxin%20&Page=2')).toEqual({
      statuses: [2, 6],
      search: 'aflatoxin',
      page: 2,
    });
  });

  it('never filters by Draft, which participants do not see', () => {
    expect(searchOf('Status=1&Status=7&Status=x').statuses).toEqual([]);
  });

  it('writes only what is set, and reads it back the same', () => {
    expect(schemesSearchString(searchOf(''))).toBe('');
    const search = searchOf('Status=3&Search=PT-2026&Page=4');
    expect(schemesSearchString(search)).toBe('?Status=3&Search=PT-2026&Page=4');
    expect(searchOf(schemesSearchString(search).slice(1))).toEqual(search);
    expect(schemesApiQuery(search)).toEqual({ Status: [3], Search: 'PT-2026', Page: 4, PageSize: 10 });
  });

  it('reads the filter form by its field names', () => {
    const form = new FormData();
    form.append('Status', '4');
    form.append('Search', '');
    const filters = schemesFiltersFromForm(form);
    expect(filters).toEqual({ statuses: [4], search: '' });
    expect(hasSchemeFilters(filters)).toBe(true);
    expect(hasSchemeFilters({ statuses: [], search: '' })).toBe(false);
  });
});
