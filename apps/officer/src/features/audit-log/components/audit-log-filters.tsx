import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@fsmis/domain';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { FilterPanel, FilterRow } from '@fsmis/ui/components/filter-panel';
import { Select } from '@fsmis/ui/components/select';
import { TextInput } from '@fsmis/ui/components/text-input';
import { entityName } from '../utils/audit-entity-names';
import { type AuditLogFilters, auditLogFiltersFromForm } from '../utils/audit-log-search';

/** The ids of the fields the API may find fault with, by its parameter's name. */
export const FILTER_FIELD_IDS = {
  Search: 'audit-log-search',
  EntityId: 'audit-log-entity-id',
  DateFrom: 'audit-log-date-from',
  DateTo: 'audit-log-date-to',
} as const;

export type FilterField = keyof typeof FILTER_FIELD_IDS;
export const FILTER_FIELDS = Object.keys(FILTER_FIELD_IDS) as readonly FilterField[];

const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
];
const ENTITY_OPTIONS = [
  { value: '', label: 'Any entity' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityName(entity) })),
];

/**
 * The search and filters of the audit log. Its fields are named after the URL's parameters; applying
 * them changes the URL, and the table follows the URL.
 */
export function AuditLogFilterForm({
  filters,
  errors,
  errorAttempt,
  clearHref,
  onClear,
  onApply,
}: {
  readonly filters: AuditLogFilters;
  /** The API's messages about the filters in the URL, by parameter. */
  readonly errors: Partial<Record<FilterField, string>>;
  /** Changes each time the API refuses the filters, so the error summary takes focus again. */
  readonly errorAttempt: number;
  readonly clearHref: string | null;
  readonly onClear: () => void;
  readonly onApply: (filters: AuditLogFilters) => void;
}) {
  const summary: ErrorSummaryItem[] = FILTER_FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: FILTER_FIELD_IDS[field],
    text: errors[field] ?? '',
  }));
  return (
    <>
      <ErrorSummary items={summary} focusKey={errorAttempt} />
      <FilterPanel
        id="audit-log-filter"
        title="Search the audit log"
        clearHref={clearHref}
        onClear={onClear}
        onApply={(form) => onApply(auditLogFiltersFromForm(form))}
      >
        <TextInput
          id={FILTER_FIELD_IDS.Search}
          name="Search"
          label="Search"
          hint="All or part of an officer’s name or email, an action, an entity id, or a value such as a reference number or a status"
          type="search"
          width="full"
          autoComplete="off"
          spellCheck={false}
          defaultValue={filters.search}
          error={errors.Search}
        />
        <FilterRow>
          <Select
            id="audit-log-action"
            name="Action"
            label="Action"
            options={ACTION_OPTIONS}
            defaultValue={filters.action ?? ''}
            width="full"
          />
          <Select
            id="audit-log-entity"
            name="Entity"
            label="Entity"
            options={ENTITY_OPTIONS}
            defaultValue={filters.entity ?? ''}
            width="full"
          />
          <TextInput
            id={FILTER_FIELD_IDS.EntityId}
            name="EntityId"
            label="Entity id"
            width="full"
            autoComplete="off"
            spellCheck={false}
            defaultValue={filters.entityId}
            error={errors.EntityId}
          />
        </FilterRow>
        <FilterRow>
          <TextInput
            id={FILTER_FIELD_IDS.DateFrom}
            name="DateFrom"
            label="From"
            hint="The first day, in Singapore time"
            type="date"
            width="full"
            defaultValue={filters.dateFrom}
            error={errors.DateFrom}
          />
          <TextInput
            id={FILTER_FIELD_IDS.DateTo}
            name="DateTo"
            label="To"
            hint="The last day, included"
            type="date"
            width="full"
            defaultValue={filters.dateTo}
            error={errors.DateTo}
          />
        </FilterRow>
      </FilterPanel>
    </>
  );
}
