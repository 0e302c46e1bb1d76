import {
  type ApplicationCategory,
  type ApplicationStatus,
  type AssignedToFilter,
  type OfficerQueueQuery,
  officerQueueQuerySchema,
  type Programme,
  toQueryString,
} from '@fsmis/domain';
import type { z } from 'zod';

/**
 * The work queue's filters and page, kept in the URL under the API's own names
 * (`?Programme=1&Status=3&AssignedTo=me&Page=2`), so a filtered queue can be bookmarked and shared, and
 * Back and Forward step through the filters an officer applied.
 */

export type QueueFilters = {
  readonly statuses: readonly ApplicationStatus[];
  readonly programme: Programme | null;
  readonly category: ApplicationCategory | null;
  /** `me`, `unassigned` or an officer's id; null for anyone's. */
  readonly assignedTo: NonNullable<AssignedToFilter> | null;
};

export type QueueSearch = QueueFilters & { readonly page: number };

export const NO_FILTERS: QueueFilters = { statuses: [], programme: null, category: null, assignedTo: null };

const field = officerQueueQuerySchema.shape;

/** The value the API's own schema reads from one parameter, or undefined when it cannot mean anything. */
function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

const present = (value: string | null) => (value === null || value.trim() === '' ? undefined : value);

/** What the URL asks the queue to show; a value the API would refuse is left out, not passed on. */
export function queueSearchFrom(params: URLSearchParams): QueueSearch {
  // Each status on its own, so one code that means nothing does not lose the others.
  const statuses = params
    .getAll('Status')
    .flatMap((text) => (present(text) === undefined ? [] : (read(field.Status, [text]) ?? [])));
  return {
    statuses: [...new Set(statuses)],
    programme: read(field.Programme, present(params.get('Programme'))) ?? null,
    category: read(field.Category, present(params.get('Category'))) ?? null,
    assignedTo: read(field.AssignedTo, present(params.get('AssignedTo'))) ?? null,
    page: read(field.Page, present(params.get('Page'))) ?? 1,
  };
}

/** The query of `GET /api/officer/applications` for one page of the queue. */
export function queueApiQuery(search: QueueSearch): OfficerQueueQuery {
  return {
    Status: search.statuses.length > 0 ? [...search.statuses] : undefined,
    Programme: search.programme ?? undefined,
    Category: search.category ?? undefined,
    AssignedTo: search.assignedTo ?? undefined,
    Page: search.page,
  };
}

/** The queue's query string for a search: no filter and page 1 left out. */
export function queueSearchString(search: QueueSearch): string {
  return toQueryString({ ...queueApiQuery(search), Page: search.page > 1 ? search.page : undefined });
}

export function hasFilters(filters: QueueFilters): boolean {
  return (
    filters.statuses.length > 0 ||
    filters.programme !== null ||
    filters.category !== null ||
    filters.assignedTo !== null
  );
}

/** The filters alone, as text: equal for two searches that differ only in their page. */
export function filtersKey(filters: QueueFilters): string {
  return JSON.stringify([filters.statuses, filters.programme, filters.category, filters.assignedTo]);
}

/** The filters a submitted filter form holds (its fields are named after the URL's parameters). */
export function filtersFromForm(form: FormData): QueueFilters {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const { page: _page, ...filters } = queueSearchFrom(params);
  return filters;
}
