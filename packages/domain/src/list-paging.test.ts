import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  APPLICATION_SORT_FIELDS,
  DEFAULT_APPLICATION_SORT,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageOfSchema,
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

describe('pageOfSchema', () => {
  const pageOfNames = pageOfSchema(z.string());

  it('reads a page of items with where it stands in the list', () => {
    const page = { items: ['a', 'b'], total: 12, page: 2, pageSize: 10 };
    expect(pageOfNames.parse(page)).toEqual(page);
  });

  it('refuses page 0, and items of another kind', () => {
    expect(pageOfNames.safeParse({ items: [], total: 0, page: 0, pageSize: 10 }).success).toBe(false);
    expect(pageOfNames.safeParse({ items: [1], total: 1, page: 1, pageSize: 10 }).success).toBe(false);
  });
});
