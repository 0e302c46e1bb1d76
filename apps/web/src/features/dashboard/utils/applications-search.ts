import {
  APPLICATION_SORT_FIELDS,
  type ApplicationCategory,
  type ApplicationSortField,
  type ApplicationStatus,
  DEFAULT_APPLICATION_SORT,
  DEFAULT_PAGE_SIZE,
  isApplicationCategory,
  isApplicationStatus,
  isProgramme,
  type Programme,
  type SortDirection,
  toQueryString,
} from '@fsmis/domain';

/**
 * The applications table's filters, page and sort, kept in the Dashboard's URL under the API's own
 * PascalCase names (`?ApplicationType=1&Status=12&Page=2`), so a reload, Back and Forward and a shared
 * link all show the same rows.
 */

export type ApplicationsFilters = {
  readonly programmes: readonly Programme[];
  readonly categories: readonly ApplicationCategory[];
  readonly statuses: readonly ApplicationStatus[];
  /** `yyyy-MM-dd`, a day in Singapore, or '' for none; the API checks it. */
  readonly dateFrom: string;
  readonly dateTo: string;
  /** Part of a reference number. */
  readonly search: string;
};

export type ApplicationsSearch = ApplicationsFilters & {
  readonly page: number;
  readonly sortBy: ApplicationSortField;
  readonly sortDirection: SortDirection;
};

export const NO_FILTERS: ApplicationsFilters = {
  programmes: [],
  categories: [],
  statuses: [],
  dateFrom: '',
  dateTo: '',
  search: '',
};

const isSortField = (value: unknown): value is ApplicationSortField =>
  APPLICATION_SORT_FIELDS.some((field) => field === value);

/** The codes a repeated parameter names; anything else in it is ignored, each code kept once. */
function codesOf<C extends number>(
  params: URLSearchParams,
  key: string,
  isCode: (value: unknown) => value is C,
) {
  const codes = params
    .getAll(key)
    .map((text) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN))
    .filter(isCode);
  return [...new Set(codes)];
}

/** What the URL asks the table to show; what it cannot mean falls back to the defaults. */
export function applicationsSearchFrom(params: URLSearchParams): ApplicationsSearch {
  const page = Number(params.get('Page'));
  const sortBy = params.get('SortBy');
  const sortDirection = params.get('SortDirection');
  return {
    programmes: codesOf(params, 'ApplicationType', isProgramme),
    categories: codesOf(params, 'ApplicationCategory', isApplicationCategory),
    statuses: codesOf(params, 'Status', isApplicationStatus),
    dateFrom: params.get('DateFrom')?.trim() ?? '',
    dateTo: params.get('DateTo')?.trim() ?? '',
    search: params.get('Search')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sortBy: isSortField(sortBy) ? sortBy : DEFAULT_APPLICATION_SORT.sortBy,
    sortDirection:
      sortDirection === 'asc' || sortDirection === 'desc'
        ? sortDirection
        : DEFAULT_APPLICATION_SORT.sortDirection,
  };
}

/** The filters of the export: the table's, in the table's order, without the page. */
export function applicationsExportQuery(search: ApplicationsSearch) {
  return {
    ApplicationType: search.programmes,
    ApplicationCategory: search.categories,
    Status: search.statuses,
    DateFrom: search.dateFrom,
    DateTo: search.dateTo,
    Search: search.search,
    SortBy: search.sortBy,
    SortDirection: search.sortDirection,
  };
}

/** The query of `GET /api/applications` for one page of the table. */
export function applicationsApiQuery(search: ApplicationsSearch) {
  return { ...applicationsExportQuery(search), Page: search.page, PageSize: DEFAULT_PAGE_SIZE };
}

/** The Dashboard's query string for a search: empty values, page 1 and the default order left out. */
export function applicationsSearchString(search: ApplicationsSearch): string {
  const isDefaultSort =
    search.sortBy === DEFAULT_APPLICATION_SORT.sortBy &&
    search.sortDirection === DEFAULT_APPLICATION_SORT.sortDirection;
  return toQueryString({
    ...applicationsExportQuery(search),
    SortBy: isDefaultSort ? undefined : search.sortBy,
    SortDirection: isDefaultSort ? undefined : search.sortDirection,
    Page: search.page > 1 ? search.page : undefined,
  });
}

export function hasFilters(search: ApplicationsFilters): boolean {
  return (
    search.programmes.length > 0 ||
    search.categories.length > 0 ||
    search.statuses.length > 0 ||
    search.dateFrom !== '' ||
    search.dateTo !== '' ||
    search.search !== ''
  );
}

/** The filters alone, as text: equal for two searches that differ only in their page or order. */
export function filtersKey(search: ApplicationsFilters): string {
  const { programmes, categories, statuses, dateFrom, dateTo } = search;
  return JSON.stringify([programmes, categories, statuses, dateFrom, dateTo, search.search]);
}

/** The filters a submitted filter form holds (its fields are named after the URL's parameters). */
export function filtersFromForm(form: FormData): ApplicationsFilters {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const { programmes, categories, statuses, dateFrom, dateTo, search } = applicationsSearchFrom(params);
  return { programmes, categories, statuses, dateFrom, dateTo, search };
}

/** Sorting by a column: the same column again turns the order round; a new one starts in its natural order. */
export function sortedBy(search: ApplicationsSearch, field: ApplicationSortField): ApplicationsSearch {
  const sortDirection: SortDirection =
    search.sortBy === field
      ? search.sortDirection === 'asc'
        ? 'desc'
        : 'asc'
      : field === 'createdAt' || field === 'submittedAt' || field === 'updatedAt'
        ? 'desc'
        : 'asc';
  return { ...search, sortBy: field, sortDirection, page: 1 };
}
