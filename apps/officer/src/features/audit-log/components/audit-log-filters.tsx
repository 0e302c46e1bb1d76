import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@fsmis/domain';
import { DateRangeFields } from '@fsmis/ui/components/date-range-fields';
import {
  codeOptions,
  FilterForm,
  type FilterFormControls,
  FilterSearch,
} from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
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

const ACTION_OPTIONS = codeOptions(AUDIT_ACTIONS, (action) => action, 'Any action');
const ENTITY_OPTIONS = codeOptions(AUDIT_ENTITIES, entityName, 'Any entity');

/**
 * The search and filters of the audit log. Its fields are named after the URL's parameters; applying
 * them changes the URL, and the table follows the URL.
 */
export function AuditLogFilterForm({
  filters,
  errors = {},
  ...controls
}: FilterFormControls<AuditLogFilters, FilterField> & { readonly filters: AuditLogFilters }) {
  return (
    <FilterForm
      id="audit-log-filter"
      title="Search the audit log"
      read={auditLogFiltersFromForm}
      fieldIds={FILTER_FIELD_IDS}
      errors={errors}
      {...controls}
    >
      <FilterSearch
        id={FILTER_FIELD_IDS.Search}
        label="Search"
        hint="All or part of an officer’s name or email, an action, an entity id, or a value such as a reference number or a status"
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
      <DateRangeFields
        id="audit-log-dates"
        legend="Date"
        hint="The first and the last day, in Singapore time, both included. Leave either empty for no limit."
        fieldIds={FILTER_FIELD_IDS}
        values={filters}
        errors={errors}
      />
    </FilterForm>
  );
}
