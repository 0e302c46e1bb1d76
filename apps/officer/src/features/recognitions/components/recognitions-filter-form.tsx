import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  COMPANY_RECOGNITION_STATUSES,
  PROGRAMME_LABELS,
  PROGRAMMES,
} from '@fsmis/domain';
import { codeOptions, FilterForm, type FilterFormControls } from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
import { TextInput } from '@fsmis/ui/components/text-input';
import type { RecognitionsFilter } from '../api/get-recognitions';
import { filterFromForm } from '../utils/recognitions-search';
import { SelectField } from './select-field';

const STATUS_OPTIONS = codeOptions(
  COMPANY_RECOGNITION_STATUSES,
  COMPANY_RECOGNITION_STATUS_LABELS,
  'Any status',
);
const PROGRAMME_OPTIONS = codeOptions(PROGRAMMES, PROGRAMME_LABELS, 'Any programme');

/** The id of the UEN field, which the API may find fault with. */
export const UEN_FIELD_ID = 'recognitions-filter-uen';

/**
 * The list's filters. Its fields are named after the URL's parameters; applying them changes the URL,
 * and the list follows the URL.
 */
export function RecognitionsFilterForm({
  filter,
  uenError,
  ...controls
}: FilterFormControls<RecognitionsFilter> & {
  readonly filter: RecognitionsFilter;
  /** The API's message about the UEN in the URL. */
  readonly uenError: string | undefined;
}) {
  return (
    <FilterForm id="recognitions-filter" title="Filter recognitions" read={filterFromForm} {...controls}>
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
          id={UEN_FIELD_ID}
          name="CompanyUen"
          label="Company UEN"
          hint="The company’s whole UEN, for example 201633333E"
          width="full"
          autoComplete="off"
          spellCheck={false}
          defaultValue={filter.CompanyUen ?? ''}
          error={uenError}
        />
      </FilterRow>
    </FilterForm>
  );
}
