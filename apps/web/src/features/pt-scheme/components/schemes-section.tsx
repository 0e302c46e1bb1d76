import { PT_PARTICIPANT_VISIBLE_STATUSES, PT_STATUS_LABELS } from '@fsmis/domain';
import { Checkboxes } from '@fsmis/ui/components/checkboxes';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { FilterPanel, FilterRow } from '@fsmis/ui/components/filter-panel';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Pagination, ResultsSummary } from '@fsmis/ui/components/pagination';
import { TextInput } from '@fsmis/ui/components/text-input';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useProficiencyTests } from '../api/get-proficiency-tests';
import {
  hasSchemeFilters,
  type SchemesSearch,
  schemesFiltersFromForm,
  schemesSearchFrom,
  schemesSearchString,
} from '../utils/schemes-search';
import { SchemesTable } from './schemes-table';
import './schemes-section.css';

const NOUN = { one: 'scheme', other: 'schemes' } as const;
const STATUS_OPTIONS = PT_PARTICIPANT_VISIBLE_STATUSES.map((status) => ({
  value: String(status),
  label: PT_STATUS_LABELS[status],
}));

const hrefOf = (search: SchemesSearch) => `${paths.ptSchemeDashboard.href()}${schemesSearchString(search)}`;

/** The laboratory's Proficiency Testing schemes: filters, the list and its pages, all kept in the URL. */
export function SchemesSection() {
  const [params] = useSearchParams();
  const search = useMemo(() => schemesSearchFrom(params), [params]);
  const navigate = useNavigate();
  const schemes = useProficiencyTests(search);
  const resultsRef = useRef<HTMLDivElement>(null);
  const filtered = hasSchemeFilters(search);
  const clearHref = filtered ? hrefOf({ statuses: [], search: '', page: 1 }) : null;

  // After new filters or a new page, the results take focus, and a screen reader reads the new count.
  const focusResults = () => {
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const data = schemes.data;
  return (
    <section className="section" aria-labelledby="schemes-heading">
      <h2 id="schemes-heading">Your schemes</h2>
      <FilterPanel
        // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
        key={JSON.stringify([search.statuses, search.search])}
        id="schemes-filter"
        title="Filter schemes"
        clearHref={clearHref}
        onClear={focusResults}
        onApply={(form) => {
          focusResults();
          void navigate(hrefOf({ ...schemesFiltersFromForm(form), page: 1 }));
        }}
      >
        <FilterRow>
          <TextInput
            id="schemes-filter-search"
            name="Search"
            label="Scheme code or name"
            hint="All or part of it, for example PT-2026 or aflatoxin"
            width="full"
            autoComplete="off"
            spellCheck={false}
            defaultValue={search.search}
          />
          <Checkboxes
            id="schemes-filter-status"
            name="Status"
            legend="Status"
            options={STATUS_OPTIONS}
            defaultValues={search.statuses.map(String)}
            small
          />
        </FilterRow>
      </FilterPanel>

      <div className="schemes-results" ref={resultsRef} tabIndex={-1}>
        {schemes.isPending ? (
          <p role="status">Loading your schemes…</p>
        ) : schemes.isError && data === undefined ? (
          <LoadProblem
            error={schemes.error}
            retrying={schemes.isFetching}
            onRetry={() => void schemes.refetch()}
          />
        ) : data === undefined ? null : data.total === 0 ? (
          filtered ? (
            <EmptyState>
              <h3>No schemes match these filters</h3>
              <p>
                Try fewer or different filters, or{' '}
                <Link to={clearHref ?? paths.ptSchemeDashboard.href()} onClick={focusResults}>
                  clear filters
                </Link>{' '}
                to see all your schemes.
              </p>
            </EmptyState>
          ) : (
            <EmptyState>
              <p>
                There are no Proficiency Testing schemes for your laboratory yet. Schemes appear here when
                registration opens.
              </p>
            </EmptyState>
          )
        ) : data.items.length === 0 ? (
          <EmptyState>
            <h3>There are no schemes on page {search.page}</h3>
            <p>
              <Link to={hrefOf({ ...search, page: 1 })} onClick={focusResults}>
                Go to the first page
              </Link>
            </p>
          </EmptyState>
        ) : (
          <>
            <ResultsSummary window={data} noun={NOUN} />
            <SchemesTable schemes={data.items} busy={schemes.isPlaceholderData} captionId="schemes-caption" />
            <Pagination
              window={data}
              label="Pages of schemes"
              hrefFor={(page) => hrefOf({ ...search, page })}
              onNavigate={focusResults}
            />
          </>
        )}
      </div>
    </section>
  );
}
