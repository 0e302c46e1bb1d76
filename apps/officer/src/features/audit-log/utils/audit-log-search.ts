import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  DEFAULT_AUDIT_PAGE_SIZE,
  isIsoDate,
} from '@fsmis/domain';

/**
 * The audit log's filters and page, kept in the URL under the API's own names
 * (`?Search=LRP-2026&Action=terms.send&Page=2`), so a reload, Back and Forward and a shared link show
 * the same entries.
 */
export type AuditLogFilters = {
  /** Part of an officer's name or e-mail, an action, an entity id, or a value before or after. */
  readonly search: string;
  readonly action: AuditAction | null;
  readonly entity: AuditEntity | null;
  readonly entityId: string;
  /** Days, yyyy-mm-dd, both included; empty for no limit. */
  readonly dateFrom: string;
  readonly dateTo: string;
};

export type AuditLogSearch = AuditLogFilters & { readonly page: number };

export const NO_FILTERS: AuditLogFilters = {
  search: '',
  action: null,
  entity: null,
  entityId: '',
  dateFrom: '',
  dateTo: '',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const day = (value: string | null) => {
  const text = value?.trim() ?? '';
  return isIsoDate(text) ? text : '';
};

export function auditLogSearchFrom(params: URLSearchParams): AuditLogSearch {
  const page = Number(params.get('Page'));
  return {
    search: params.get('Search')?.trim() ?? '',
    action: oneOf(AUDIT_ACTIONS, params.get('Action')),
    entity: oneOf(AUDIT_ENTITIES, params.get('Entity')),
    entityId: params.get('EntityId')?.trim() ?? '',
    dateFrom: day(params.get('DateFrom')),
    dateTo: day(params.get('DateTo')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as query parameters: the API's and the page's (empty values are left out of both). */
export function auditLogFilterQuery(filters: AuditLogFilters) {
  return {
    Search: filters.search,
    Action: filters.action ?? undefined,
    Entity: filters.entity ?? undefined,
    EntityId: filters.entityId,
    DateFrom: filters.dateFrom,
    DateTo: filters.dateTo,
  };
}

/** The query of GET /api/officer/audit-log for one page of entries. */
export function auditLogApiQuery(search: AuditLogSearch) {
  return { ...auditLogFilterQuery(search), Page: search.page, PageSize: DEFAULT_AUDIT_PAGE_SIZE };
}

/** The page's own query: page 1 left out. */
export function auditLogPageQuery(search: AuditLogSearch) {
  return { ...auditLogFilterQuery(search), Page: search.page > 1 ? search.page : undefined };
}

export function hasAuditLogFilters(filters: AuditLogFilters): boolean {
  return Object.values(auditLogFilterQuery(filters)).some((value) => value !== undefined && value !== '');
}

/** The filters an officer applied in the filter form (its fields are named as the URL's parameters). */
export function auditLogFiltersFromForm(form: FormData): AuditLogFilters {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  const { page: _page, ...filters } = auditLogSearchFrom(params);
  return filters;
}
