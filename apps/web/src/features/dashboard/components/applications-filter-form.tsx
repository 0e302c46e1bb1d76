import {
  APPLICATION_CATEGORIES,
  APPLICATION_CATEGORY_LABELS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_WORKFLOW_ORDER,
  PROGRAMME_LABELS,
  PROGRAMMES,
} from '@fsmis/domain';
import { Checkboxes } from '@fsmis/ui/components/checkboxes';
import { DateRangeFields } from '@fsmis/ui/components/date-range-fields';
import { codeOptions, FilterForm, type FilterFormControls } from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
import { TextInput } from '@fsmis/ui/components/text-input';
import { type ApplicationsFilters, filtersFromForm } from '../utils/applications-search';

const PROGRAMME_OPTIONS = codeOptions(PROGRAMMES, PROGRAMME_LABELS);
const CATEGORY_OPTIONS = codeOptions(APPLICATION_CATEGORIES, APPLICATION_CATEGORY_LABELS);
const STATUS_OPTIONS = codeOptions(APPLICATION_STATUS_WORKFLOW_ORDER, APPLICATION_STATUS_LABELS);

const strings = (codes: readonly number[]) => codes.map(String);

/** The ids of the fields the API may find fault with, by the name of its query parameter. */
export const FILTER_FIELD_IDS = {
  Search: 'filter-search',
  DateFrom: 'filter-date-from',
  DateTo: 'filter-date-to',
} as const;

export type FilterField = keyof typeof FILTER_FIELD_IDS;

/**
 * The filters of the applications table. Its fields are named after the URL's parameters; applying
 * them changes the URL, and the table follows the URL.
 */
export function ApplicationsFilterForm({
  filters,
  errors = {},
  ...controls
}: FilterFormControls<ApplicationsFilters, FilterField> & { readonly filters: ApplicationsFilters }) {
  return (
    <FilterForm
      id="applications-filter"
      title="Filter applications"
      read={filtersFromForm}
      fieldIds={FILTER_FIELD_IDS}
      errors={errors}
      {...controls}
    >
      <FilterRow>
        <TextInput
          id={FILTER_FIELD_IDS.Search}
          name="Search"
          label="Reference number"
          hint="All or part of it, for example LRP-2026"
          width="full"
          autoComplete="off"
          spellCheck={false}
          defaultValue={filters.search}
          error={errors.Search}
        />
        <DateRangeFields
          id="filter-dates"
          legend="Date created"
          hint="Leave either date empty for no limit"
          fieldIds={FILTER_FIELD_IDS}
          values={filters}
          errors={errors}
        />
      </FilterRow>
      <FilterRow>
        <Checkboxes
          id="filter-programme"
          name="ApplicationType"
          legend="Programme"
          options={PROGRAMME_OPTIONS}
          defaultValues={strings(filters.programmes)}
          small
        />
        <Checkboxes
          id="filter-category"
          name="ApplicationCategory"
          legend="Application type"
          options={CATEGORY_OPTIONS}
          defaultValues={strings(filters.categories)}
          small
        />
      </FilterRow>
      <Checkboxes
        id="filter-status"
        name="Status"
        legend="Status"
        options={STATUS_OPTIONS}
        defaultValues={strings(filters.statuses)}
        small
        columns
      />
    </FilterForm>
  );
}
