import type { ApplicationSortField } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Pagination, ResultsSummary } from '@fsmis/ui/components/pagination';
import { errorMessageOf, fieldErrorOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useMemo, useRef } from 'react';
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
import { ApplicationsFilterForm, FILTER_FIELDS, type FilterFieldErrors } from './applications-filter-form';
import { ApplicationsTable } from './applications-table';
import './applications-section.css';

const NOUN = { one: 'application', other: 'applications' } as const;
const RESULTS_ID = 'applications-results';
const CAPTION_ID = 'applications-caption';

const hrefOf = (search: ApplicationsSearch) => `${paths.dashboard.href()}${applicationsSearchString(search)}`;

/** The API's messages about the filters (a 400 names the parameter it refused). */
function filterErrorsOf(error: unknown): FilterFieldErrors {
  if (!isHttpError(error) || error.status !== 400) return {};
  const errors: FilterFieldErrors = {};
  for (const field of FILTER_FIELDS) {
    const message = fieldErrorOf(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The company's applications: filters, the table (sorted by any column), its pages and the export.
 * Everything the table shows is decided by the URL.
 */
export function ApplicationsSection() {
  const [params] = useSearchParams();
  const search = useMemo(() => applicationsSearchFrom(params), [params]);
  const navigate = useNavigate();
  const applications = useApplications(search);
  const resultsRef = useRef<HTMLDivElement>(null);

  const filterErrors = filterErrorsOf(applications.error);
  const refusedFilters = Object.keys(filterErrors).length > 0;
  const filtered = hasFilters(search);
  const clearHref = filtered ? hrefOf({ ...search, ...NO_FILTERS, page: 1 }) : null;

  // After new filters or a new page, the results take focus: a screen reader reads the new count, and
  // a keyboard user carries on from the rows rather than from a control that was replaced.
  const focusResults = () => {
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const apply = (filters: ApplicationsFilters) => {
    focusResults();
    void navigate(hrefOf({ ...search, ...filters, page: 1 }));
  };
  const sort = (field: ApplicationSortField) => void navigate(hrefOf(sortedBy(search, field)));

  const data = applications.data;
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
        onClear={focusResults}
        onApply={apply}
      />

      <div className="applications-results" ref={resultsRef} id={RESULTS_ID} tabIndex={-1}>
        {applications.isPending ? (
          <p role="status">Loading your applications…</p>
        ) : refusedFilters ? (
          <EmptyState>
            <p>Correct the filters to see your applications.</p>
          </EmptyState>
        ) : applications.isError && data === undefined ? (
          <LoadProblem
            error={applications.error}
            retrying={applications.isFetching}
            onRetry={() => void applications.refetch()}
          />
        ) : data === undefined ? null : data.total === 0 ? (
          filtered ? (
            <EmptyState>
              <h3>No applications match these filters</h3>
              <p>
                Try fewer or different filters, or{' '}
                <Link to={clearHref ?? paths.dashboard.href()} onClick={focusResults}>
                  clear filters
                </Link>{' '}
                to see all your applications.
              </p>
            </EmptyState>
          ) : (
            <EmptyState>
              <p>Your company has no applications yet.</p>
            </EmptyState>
          )
        ) : data.items.length === 0 ? (
          <EmptyState>
            <h3>There are no applications on page {search.page}</h3>
            <p>
              <Link to={hrefOf({ ...search, page: 1 })} onClick={focusResults}>
                Go to the first page
              </Link>
            </p>
          </EmptyState>
        ) : (
          <>
            <div className="applications-results__bar">
              <ResultsSummary window={data} noun={NOUN} />
              <ExportApplications search={search} key={applicationsSearchString({ ...search, page: 1 })} />
            </div>
            <p className="applications-results__note">Times are Singapore time.</p>
            <ApplicationsTable
              applications={data.items}
              search={search}
              busy={applications.isPlaceholderData}
              captionId={CAPTION_ID}
              onSort={sort}
            />
            <Pagination
              window={data}
              label="Pages of applications"
              hrefFor={(page) => hrefOf({ ...search, page })}
              onNavigate={focusResults}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** "Export to Excel": every application the filters match, not only this page, in the table's order. */
function ExportApplications({ search }: { readonly search: ApplicationsSearch }) {
  const exporting = useExportApplications();
  return (
    <div className="applications-export">
      <Button variant="secondary" pending={exporting.isPending} onClick={() => exporting.mutate(search)}>
        Export to Excel
      </Button>
      <p className="applications-export__status" role="status">
        {exporting.isPending
          ? 'Preparing your file…'
          : exporting.isSuccess
            ? `Downloaded ${exporting.data}`
            : ''}
      </p>
      {exporting.isError ? (
        <p className="applications-export__problem" role="alert">
          {errorMessageOf(exporting.error)}
        </p>
      ) : null}
    </div>
  );
}
