import { OUTGOING_EMAIL_STATUS_LABELS, OUTGOING_EMAIL_STATUSES } from '@fsmis/domain';
import { Checkboxes } from '@fsmis/ui/components/checkboxes';
import {
  codeOptions,
  FilterForm,
  type FilterFormControls,
  FilterSearch,
} from '@fsmis/ui/components/filter-form';
import { type MessagesFilters, messagesFiltersFromForm } from '../utils/messages-search';

/** The ids of the fields the API may find fault with, by its parameter's name. */
export const FILTER_FIELD_IDS = { Search: 'messages-search' } as const;

export type FilterField = keyof typeof FILTER_FIELD_IDS;

const STATUS_OPTIONS = codeOptions(OUTGOING_EMAIL_STATUSES, OUTGOING_EMAIL_STATUS_LABELS);

/**
 * The Messages screen's search and filters. Its fields are named after the URL's parameters; applying
 * them changes the URL, and the list follows the URL.
 */
export function MessagesFilterForm({
  filters,
  errors = {},
  ...controls
}: FilterFormControls<MessagesFilters, FilterField> & { readonly filters: MessagesFilters }) {
  return (
    <FilterForm
      id="messages-filter"
      title="Search the e-mails"
      read={messagesFiltersFromForm}
      fieldIds={FILTER_FIELD_IDS}
      errors={errors}
      {...controls}
    >
      <FilterSearch
        id={FILTER_FIELD_IDS.Search}
        label="Search"
        hint="All or part of the recipient’s e-mail address or of the subject"
        defaultValue={filters.search}
        error={errors.Search}
      />
      <Checkboxes
        id="messages-status"
        name="Status"
        legend="Status"
        hint="Tick none to see e-mails in every state"
        options={STATUS_OPTIONS}
        defaultValues={filters.statuses.map(String)}
        small
        columns
      />
    </FilterForm>
  );
}
