import { z } from 'zod';

/** Paging and sorting of the portal's lists, shared by the API's queries and the web's tables. */

/** Rows per page when a list names none. */
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one page may hold. */
export const MAX_PAGE_SIZE = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The columns `GET /api/applications` sorts by (its `SortBy`); status sorts in workflow order. */
export const APPLICATION_SORT_FIELDS = [
  'referenceNumber',
  'programme',
  'category',
  'status',
  'createdAt',
  'submittedAt',
  'updatedAt',
] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

/** The applications' order when none is named: newest first. */
export const DEFAULT_APPLICATION_SORT = { sortBy: 'createdAt', sortDirection: 'desc' } as const satisfies {
  sortBy: ApplicationSortField;
  sortDirection: SortDirection;
};

/** One page of a list, as the API answers it: `{ items, total, page, pageSize }`. */
export function pageOfSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** How many rows the whole list holds. */
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1),
  });
}
export type PageOf<T> = z.infer<ReturnType<typeof pageOfSchema<z.ZodType<T>>>>;
