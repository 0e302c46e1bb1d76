import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  COMPANY_RECOGNITION_STATUSES,
  PROGRAMME_LABELS,
  PROGRAMMES,
} from '@fsmis/domain';
import {
  codeOptions,
  FilterForm,
  type FilterFormControls,
  FilterSearch,
} from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
import { TextInput } from '@fsmis/ui/components/text-input';
import { filterFromForm, type RecognitionsFilter } from '../utils/recognitions-search';
import { SelectField } from './select-field';

const STATUS_OPTIONS = codeOptions(
  COMPANY_RECOGNITION_STATUSES,
  COMPANY_RECOGNITION_STATUS_LABELS,
  'Any status',
);
const PROGRAMME_OPTIONS = codeOptions(PROGRAMMES, PROGRAMME_LABELS, 'Any programme');

/** The ids of the fields the API may find fault with, by its parameter's name. */
export const FILTER_FIELD_IDS = {
  Search: 'recognitions-search',
  CompanyUen: 'recognitions-filter-uen',
} as const;

export type FilterField = keyof typeof FILTER_FIELD_IDS;

/**
 * The list's search and filters. Its fields are named after the URL's parameters; applying them
 * changes the URL, and the list follows the URL.
 */
export function RecognitionsFilterForm({
  filter,
  errors = {},
  ...controls
}: FilterFormControls<RecognitionsFilter, FilterField> & { readonly filter: RecognitionsFilter }) {
  return (
    <FilterForm
      id="recognitions-filter"
      title="Search recognitions"
      read={filterFromForm}
      fieldIds={FILTER_FIELD_IDS}
      errors={errors}
      {...controls}
    >
      <FilterSearch
        id={FILTER_FIELD_IDS.Search}
        label="Company name or UEN"
        hint="All or part of the company’s name, or the start of its UEN"
        defaultValue={filter.Search ?? ''}
        error={errors.Search}
      />
      <FilterRow>
        <SelectField
          id="recognitions-filter-status"
          name="Status"
          label="Status"
          options={STATUS_OPTIONS}
          defaultValue={filter.Status === undefined ? '' : String(filter.Status)}
        />
        <SelectField
          id="recognitions-filter-programme"
          name="ApplicationType"
          label="Programme"
          options={PROGRAMME_OPTIONS}
          defaultValue={filter.ApplicationType === undefined ? '' : String(filter.ApplicationType)}
        />
        <TextInput
          id={FILTER_FIELD_IDS.CompanyUen}
          name="CompanyUen"
          label="Company UEN"
          hint="The company’s whole UEN, for example 201633333E"
          width="full"
          autoComplete="off"
          spellCheck={false}
          defaultValue={filter.CompanyUen ?? ''}
          error={errors.CompanyUen}
        />
      </FilterRow>
    </FilterForm>
  );
}
