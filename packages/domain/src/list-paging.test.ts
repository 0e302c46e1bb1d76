import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SORT_FIELDS,
  DEFAULT_APPLICATION_SORT,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from './list-paging.js';

describe('list paging', () => {
  it('pages by 10 up to 100 rows', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('sorts applications newest first by default, by a column the API knows', () => {
    expect(APPLICATION_SORT_FIELDS).toContain(DEFAULT_APPLICATION_SORT.sortBy);
    expect(DEFAULT_APPLICATION_SORT.sortDirection).toBe('desc');
  });
});
