import { isPtVisibleToParticipants, type PtStatus, toQueryString } from '@fsmis/domain';

/**
 * The PT Scheme list's filters and page, kept in the URL under the API's own names
 * (`?Status=2&Search=aflatoxin&Page=2`), so a reload, Back and Forward and a shared link show the same.
 */

/** Schemes per page. */
export const SCHEMES_PAGE_SIZE = 10;

export type SchemesFilters = {
  /** Only statuses a participant may see: never Draft. */
  readonly statuses: readonly PtStatus[];
  /** Part of a scheme's code or name. */
  readonly search: string;
};

export type SchemesSearch = SchemesFilters & { readonly page: number };

export function schemesSearchFrom(params: URLSearchParams): SchemesSearch {
  const statuses = params
    .getAll('Status')
    .map((text) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN))
    .filter(isPtVisibleToParticipants);
  const page = Number(params.get('Page'));
  return {
    statuses: [...new Set(statuses)],
    search: params.get('Search')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of `GET /api/proficiency-tests` for one page of the list. */
export function schemesApiQuery(search: SchemesSearch) {
  return { Status: search.statuses, Search: search.search, Page: search.page, PageSize: SCHEMES_PAGE_SIZE };
}

/** The PT Scheme page's query string: empty values and page 1 left out. */
export function schemesSearchString(search: SchemesSearch): string {
  return toQueryString({
    Status: search.statuses,
    Search: search.search,
    Page: search.page > 1 ? search.page : undefined,
  });
}

export function hasSchemeFilters(search: SchemesFilters): boolean {
  return search.statuses.length > 0 || search.search !== '';
}

export function schemesFiltersFromForm(form: FormData): SchemesFilters {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const { statuses, search } = schemesSearchFrom(params);
  return { statuses, search };
}
