import {
  APPLICATION_CATEGORIES,
  APPLICATION_CATEGORY_LABELS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_WORKFLOW_ORDER,
  PROGRAMME_LABELS,
  PROGRAMMES,
} from '@fsmis/domain';
import { Checkboxes, type CheckboxOption } from '@fsmis/ui/components/checkboxes';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { FilterPanel, FilterRow } from '@fsmis/ui/components/filter-panel';
import { TextInput } from '@fsmis/ui/components/text-input';
import { type ApplicationsFilters, filtersFromForm } from '../utils/applications-search';
import './applications-filter-form.css';

const optionsOf = <C extends number>(codes: readonly C[], labels: Readonly<Record<C, string>>) =>
  codes.map((code): CheckboxOption => ({ value: String(code), label: labels[code] }));

const PROGRAMME_OPTIONS = optionsOf(PROGRAMMES, PROGRAMME_LABELS);
const CATEGORY_OPTIONS = optionsOf(APPLICATION_CATEGORIES, APPLICATION_CATEGORY_LABELS);
const STATUS_OPTIONS = optionsOf(APPLICATION_STATUS_WORKFLOW_ORDER, APPLICATION_STATUS_LABELS);

const strings = (codes: readonly number[]) => codes.map(String);

/** The ids of the fields the API may find fault with, by the name of its query parameter. */
export const FILTER_FIELD_IDS = {
  Search: 'filter-search',
  DateFrom: 'filter-date-from',
  DateTo: 'filter-date-to',
} as const;

export type FilterField = keyof typeof FILTER_FIELD_IDS;
export type FilterFieldErrors = Partial<Record<FilterField, string>>;

export const FILTER_FIELDS = Object.keys(FILTER_FIELD_IDS) as readonly FilterField[];

/**
 * The filters of the applications table. Its fields are named after the URL's parameters; applying
 * them changes the URL, and the table follows the URL.
 */
export function ApplicationsFilterForm({
  filters,
  errors,
  errorAttempt,
  clearHref,
  onClear,
  onApply,
}: {
  readonly filters: ApplicationsFilters;
  /** The API's messages about the filters in the URL, by field. */
  readonly errors: FilterFieldErrors;
  /** Changes each time the API refuses the filters, so the error summary takes focus again. */
  readonly errorAttempt: number;
  readonly clearHref: string | null;
  readonly onClear: () => void;
  readonly onApply: (filters: ApplicationsFilters) => void;
}) {
  const summary: ErrorSummaryItem[] = FILTER_FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: FILTER_FIELD_IDS[field],
    text: errors[field] ?? '',
  }));
  return (
    <>
      <ErrorSummary items={summary} focusKey={errorAttempt} />
      <FilterPanel
        id="applications-filter"
        title="Filter applications"
        clearHref={clearHref}
        onClear={onClear}
        onApply={(form) => onApply(filtersFromForm(form))}
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
          <fieldset className="filter-panel__dates" aria-describedby="filter-dates-hint">
            <legend className="filter-panel__legend">Date created</legend>
            <div className="form-field__hint" id="filter-dates-hint">
              Leave either date empty for no limit
            </div>
            <div className="filter-panel__date-fields">
              <TextInput
                id={FILTER_FIELD_IDS.DateFrom}
                name="DateFrom"
                label="From"
                type="date"
                width="full"
                defaultValue={filters.dateFrom}
                error={errors.DateFrom}
              />
              <TextInput
                id={FILTER_FIELD_IDS.DateTo}
                name="DateTo"
                label="To"
                type="date"
                width="full"
                defaultValue={filters.dateTo}
                error={errors.DateTo}
              />
            </div>
          </fieldset>
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
      </FilterPanel>
    </>
  );
}
