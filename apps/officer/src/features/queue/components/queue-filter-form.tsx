import {
  APPLICATION_CATEGORIES,
  APPLICATION_CATEGORY_LABELS,
  APPLICATION_STATUS_LABELS,
  ASSIGNED_TO_ME,
  ASSIGNED_TO_NOBODY,
  type OfficerList,
  PROGRAMME_LABELS,
  PROGRAMMES,
  SUBMITTED_STATUSES,
} from '@fsmis/domain';
import { Checkboxes } from '@fsmis/ui/components/checkboxes';
import { codeOptions, FilterForm, type FilterFormControls } from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
import { Select, type SelectOption } from '@fsmis/ui/components/select';
import { filtersFromForm, type QueueFilters } from '../utils/queue-search';

const PROGRAMME_OPTIONS = codeOptions(PROGRAMMES, PROGRAMME_LABELS, 'All programmes');
const CATEGORY_OPTIONS = codeOptions(
  APPLICATION_CATEGORIES,
  APPLICATION_CATEGORY_LABELS,
  'All application types',
);
const STATUS_OPTIONS = codeOptions(SUBMITTED_STATUSES, APPLICATION_STATUS_LABELS);

/**
 * Whom the queue may be narrowed to: the reader, nobody, or any one officer. An officer named in the
 * URL stays a choice while the list of officers is on its way, so the form shows what is applied; the
 * options are keyed by value, so that choice is the same option once it has its name, still chosen.
 */
export function officerOptions(
  officers: OfficerList | undefined,
  readerId: string,
  applied: string | null,
): SelectOption[] {
  const named = (officers ?? []).map((officer) => ({
    value: officer.id,
    label: officer.id === readerId ? `${officer.name} (you)` : officer.name,
  }));
  const special = applied === null || applied === ASSIGNED_TO_ME || applied === ASSIGNED_TO_NOBODY;
  const unknown = !special && !named.some((option) => option.value === applied);
  return [
    { value: '', label: 'Anyone (assigned or not)' },
    { value: ASSIGNED_TO_ME, label: 'Assigned to me' },
    { value: ASSIGNED_TO_NOBODY, label: 'Unassigned' },
    ...named,
    ...(unknown && applied !== null ? [{ value: applied, label: 'The officer in the link' }] : []),
  ];
}

/**
 * The queue's filters. Its fields are named after the URL's parameters; applying them changes the URL,
 * and the queue follows the URL.
 */
export function QueueFilterForm({
  filters,
  officers,
  readerId,
  ...controls
}: FilterFormControls<QueueFilters> & {
  readonly filters: QueueFilters;
  readonly officers: OfficerList | undefined;
  /** The signed-in officer. */
  readonly readerId: string;
}) {
  return (
    <FilterForm id="queue-filter" title="Filter the queue" read={filtersFromForm} {...controls}>
      <FilterRow>
        <Select
          id="filter-assigned-to"
          name="AssignedTo"
          label="Officer"
          width="full"
          options={officerOptions(officers, readerId, filters.assignedTo)}
          defaultValue={filters.assignedTo ?? ''}
        />
        <Select
          id="filter-programme"
          name="Programme"
          label="Programme"
          width="full"
          options={PROGRAMME_OPTIONS}
          defaultValue={filters.programme === null ? '' : String(filters.programme)}
        />
        <Select
          id="filter-category"
          name="Category"
          label="Application type"
          width="full"
          options={CATEGORY_OPTIONS}
          defaultValue={filters.category === null ? '' : String(filters.category)}
        />
      </FilterRow>
      <Checkboxes
        id="filter-status"
        name="Status"
        legend="Status"
        hint="Tick none to see every open application"
        options={STATUS_OPTIONS}
        defaultValues={filters.statuses.map(String)}
        small
        columns
      />
    </FilterForm>
  );
}
