import { DEFAULT_PAGE_SIZE, OUTGOING_EMAIL_STATUSES, type OutgoingEmailStatus } from '@fsmis/domain';

/**
 * The Messages screen's filters and page, kept in the URL under the API's own names
 * (`?Status=3&Search=alpha-labs&Page=2`), so a reload, Back and Forward and a shared link show the
 * same e-mails.
 */
export type MessagesFilters = {
  /** Part of the recipient's address or of the subject. */
  readonly search: string;
  /** None for every state. */
  readonly statuses: readonly OutgoingEmailStatus[];
};

export type MessagesSearch = MessagesFilters & { readonly page: number };

export const NO_FILTERS: MessagesFilters = { search: '', statuses: [] };

const statusOf = (text: string): OutgoingEmailStatus | undefined =>
  OUTGOING_EMAIL_STATUSES.find((status) => String(status) === text.trim());

export function messagesSearchFrom(params: URLSearchParams): MessagesSearch {
  const page = Number(params.get('Page'));
  // Each status on its own, so one code that means nothing does not lose the others; in the list's order.
  const named = new Set(params.getAll('Status').map(statusOf));
  return {
    search: params.get('Search')?.trim() ?? '',
    statuses: OUTGOING_EMAIL_STATUSES.filter((status) => named.has(status)),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as query parameters: the API's and the page's (empty values are left out of both). */
export function messagesFilterQuery(filters: MessagesFilters) {
  return {
    Status: filters.statuses.length > 0 ? [...filters.statuses] : undefined,
    Search: filters.search,
  };
}

/** The query of GET /api/officer/emails for one page of e-mails. */
export function messagesApiQuery(search: MessagesSearch) {
  return { ...messagesFilterQuery(search), Page: search.page, PageSize: DEFAULT_PAGE_SIZE };
}

/** The page's own query: page 1 left out. */
export function messagesPageQuery(search: MessagesSearch) {
  return { ...messagesFilterQuery(search), Page: search.page > 1 ? search.page : undefined };
}

export function hasMessagesFilters(filters: MessagesFilters): boolean {
  return filters.search !== '' || filters.statuses.length > 0;
}

/** The filters an officer applied in the filter form (its fields are named as the URL's parameters). */
export function messagesFiltersFromForm(form: FormData): MessagesFilters {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const { page: _page, ...filters } = messagesSearchFrom(params);
  return filters;
}
