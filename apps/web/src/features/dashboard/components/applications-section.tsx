import type { ApplicationSortField } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { ExportButton } from '@fsmis/ui/components/export-button';
import { filterErrorsOf } from '@fsmis/ui/components/filter-form';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useExportApplications } from '../api/export-applications';
import { useApplications } from '../api/get-applications';
import {
  type ApplicationsFilters,
  type ApplicationsSearch,
  applicationsSearchFrom,
  applicationsSearchString,
  filtersKey,
  hasFilters,
  NO_FILTERS,
  sortedBy,
} from '../utils/applications-search';
import { ApplicationsFilterForm, FILTER_FIELD_IDS } from './applications-filter-form';
import { ApplicationsTable } from './applications-table';
import './applications-section.css';

const NOUN = { one: 'application', other: 'applications' } as const;
const RESULTS_ID = 'applications-results';
const CAPTION_ID = 'applications-caption';

const hrefOf = (search: ApplicationsSearch) => `${paths.dashboard.href()}${applicationsSearchString(search)}`;

/**
 * The company's applications: filters, the table (sorted by any column), its pages and the export.
 * Everything the table shows is decided by the URL.
 */
export function ApplicationsSection() {
  const [params] = useSearchParams();
  const search = useMemo(() => applicationsSearchFrom(params), [params]);
  const navigate = useNavigate();
  const applications = useApplications(search);
  const results = useResultsFocus();

  const filterErrors = filterErrorsOf(applications.error, FILTER_FIELD_IDS);
  const filtered = hasFilters(search);
  const clearHref = filtered ? hrefOf({ ...search, ...NO_FILTERS, page: 1 }) : null;

  const apply = (filters: ApplicationsFilters) => {
    results.focus();
    void navigate(hrefOf({ ...search, ...filters, page: 1 }));
  };
  const sort = (field: ApplicationSortField) => void navigate(hrefOf(sortedBy(search, field)));

  return (
    <section className="section" aria-labelledby="applications-heading">
      <h2 id="applications-heading">Your applications</h2>
      <ApplicationsFilterForm
        // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
        key={filtersKey(search)}
        filters={search}
        errors={filterErrors}
        errorAttempt={applications.errorUpdatedAt}
        clearHref={clearHref}
        onClear={results.focus}
        onApply={apply}
      />
      <PagedResults
        query={applications}
        resultsRef={results.ref}
        id={RESULTS_ID}
        className="applications-results"
        loading="Loading your applications…"
        refused={Object.keys(filterErrors).length > 0}
        refusedNote={
          <EmptyState>
            <p>Correct the filters to see your applications.</p>
          </EmptyState>
        }
        noun={NOUN}
        headingLevel={3}
        hrefFor={(page) => hrefOf({ ...search, page })}
        paginationLabel="Pages of applications"
        onNavigate={results.focus}
        toolbar={
          <ExportApplications search={search} key={applicationsSearchString({ ...search, page: 1 })} />
        }
        empty={
          filtered ? (
            <>
              <h3>No applications match these filters</h3>
              <p>
                Try fewer or different filters, or{' '}
                <Link to={clearHref ?? paths.dashboard.href()} onClick={results.focus}>
                  clear filters
                </Link>{' '}
                to see all your applications.
              </p>
            </>
          ) : (
            <p>Your company has no applications yet.</p>
          )
        }
      >
        {(page) => (
          <>
            <p className="applications-results__note">Times are Singapore time.</p>
            <ApplicationsTable
              applications={page.items}
              search={search}
              busy={applications.isPlaceholderData}
              captionId={CAPTION_ID}
              onSort={sort}
            />
          </>
        )}
      </PagedResults>
    </section>
  );
}

/** "Export to Excel": every application the filters match, not only this page, in the table's order. */
function ExportApplications({ search }: { readonly search: ApplicationsSearch }) {
  const exporting = useExportApplications();
  return <ExportButton exporting={exporting} onExport={() => exporting.mutate(search)} />;
}
