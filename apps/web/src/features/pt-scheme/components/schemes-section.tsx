import { PT_PARTICIPANT_VISIBLE_STATUSES, PT_STATUS_LABELS } from '@fsmis/domain';
import { Checkboxes } from '@fsmis/ui/components/checkboxes';
import { codeOptions, FilterForm } from '@fsmis/ui/components/filter-form';
import { FilterRow } from '@fsmis/ui/components/filter-panel';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { TextInput } from '@fsmis/ui/components/text-input';
import { useMemo } from 'react';
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
const STATUS_OPTIONS = codeOptions(PT_PARTICIPANT_VISIBLE_STATUSES, PT_STATUS_LABELS);

const hrefOf = (search: SchemesSearch) => `${paths.ptSchemeDashboard.href()}${schemesSearchString(search)}`;

/** The laboratory's Proficiency Testing schemes: filters, the list and its pages, all kept in the URL. */
export function SchemesSection() {
  const [params] = useSearchParams();
  const search = useMemo(() => schemesSearchFrom(params), [params]);
  const navigate = useNavigate();
  const schemes = useProficiencyTests(search);
  const results = useResultsFocus();
  const filtered = hasSchemeFilters(search);
  const clearHref = filtered ? hrefOf({ statuses: [], search: '', page: 1 }) : null;

  return (
    <section className="section" aria-labelledby="schemes-heading">
      <h2 id="schemes-heading">Your schemes</h2>
      <FilterForm
        // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
        key={JSON.stringify([search.statuses, search.search])}
        id="schemes-filter"
        title="Filter schemes"
        read={schemesFiltersFromForm}
        clearHref={clearHref}
        onClear={results.focus}
        onApply={(filters) => {
          results.focus();
          void navigate(hrefOf({ ...filters, page: 1 }));
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
      </FilterForm>

      <PagedResults
        query={schemes}
        resultsRef={results.ref}
        className="schemes-results"
        loading="Loading your schemes…"
        noun={NOUN}
        headingLevel={3}
        hrefFor={(page) => hrefOf({ ...search, page })}
        paginationLabel="Pages of schemes"
        onNavigate={results.focus}
        empty={
          filtered ? (
            <>
              <h3>No schemes match these filters</h3>
              <p>
                Try fewer or different filters, or{' '}
                <Link to={clearHref ?? paths.ptSchemeDashboard.href()} onClick={results.focus}>
                  clear filters
                </Link>{' '}
                to see all your schemes.
              </p>
            </>
          ) : (
            <p>
              There are no Proficiency Testing schemes for your laboratory yet. Schemes appear here when
              registration opens.
            </p>
          )
        }
      >
        {(page) => (
          <SchemesTable schemes={page.items} busy={schemes.isPlaceholderData} captionId="schemes-caption" />
        )}
      </PagedResults>
    </section>
  );
}
