import { z } from 'zod';
import { formatNumber } from './format-number.js';
import { MAX_PAGE_SIZE } from './list-paging.js';

/**
 * The paging and search parameters of the officers' lists (`Page`, `PageSize`, `Search`), with the
 * messages a 400 gives. Apart from list-paging.ts, whose constants the portal's pages read: zod keeps
 * every schema of a module it keeps.
 */

/** The last page one may ask for: past it, the rows' offset stops being a number the database reads. */
export const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;

const PAGE_MESSAGE = `Enter the page as a whole number from 1 to ${formatNumber(MAX_PAGE)}`;

export const pageParameter = z.coerce
  .number(PAGE_MESSAGE)
  // A number past the safe integers is refused once, not again as too big.
  .int({ error: PAGE_MESSAGE, abort: true })
  .min(1, PAGE_MESSAGE)
  .max(MAX_PAGE, PAGE_MESSAGE)
  .default(1);

export function pageSizeParameter(defaultSize: number) {
  const message = `Enter the page size as a whole number from 1 to ${MAX_PAGE_SIZE}`;
  return z.coerce
    .number(message)
    .int(message)
    .min(1, message)
    .max(MAX_PAGE_SIZE, message)
    .default(defaultSize);
}

/** Free text to search for; blank means no search. */
export const searchParameter = z
  .string('Enter the search text once')
  .trim()
  .max(MAX_SEARCH_LENGTH, `Enter ${MAX_SEARCH_LENGTH} characters or fewer to search`)
  .transform((text) => (text === '' ? undefined : text))
  .optional();
