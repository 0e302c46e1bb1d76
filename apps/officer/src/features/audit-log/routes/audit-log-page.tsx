import { EmptyState } from '@fsmis/ui/components/empty-state';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { Pagination, ResultsSummary } from '@fsmis/ui/components/pagination';
import { fieldErrorOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogFilterForm, FILTER_FIELDS, type FilterField } from '../components/audit-log-filters';
import { AuditLogTable } from '../components/audit-log-table';
import { ExportAuditLog } from '../components/export-audit-log';
import {
  type AuditLogFilters,
  type AuditLogSearch,
  auditLogPageQuery,
  auditLogSearchFrom,
  hasAuditLogFilters,
  NO_FILTERS,
} from '../utils/audit-log-search';
import '../audit-log.css';

const NOUN = { one: 'entry', other: 'entries' } as const;

const hrefOf = (search: AuditLogSearch) => paths.auditLog.href(auditLogPageQuery(search));

/** The API's messages about the filters, when it refused them (400). */
function filterErrorsOf(error: unknown): Partial<Record<FilterField, string>> {
  if (!isHttpError(error) || error.status !== 400) return {};
  return Object.fromEntries(
    FILTER_FIELDS.flatMap((field) => {
      const message = fieldErrorOf(error, field);
      return message ? [[field, message]] : [];
    }),
  );
}

/** The audit log: what every officer did, searched and filtered in the URL, a page at a time, and exported. */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => auditLogSearchFrom(params), [params]);
  const { page: _page, ...filters } = search;
  const navigate = useNavigate();
  const log = useAuditLog(search);
  const resultsRef = useRef<HTMLDivElement>(null);
  const filtered = hasAuditLogFilters(search);
  const clearHref = filtered ? hrefOf({ ...NO_FILTERS, page: 1 }) : null;
  const errors = filterErrorsOf(log.error);
  const refused = Object.keys(errors).length > 0;

  // After a search, new filters or a new page, the results take focus: a screen reader reads the count.
  const focusResults = () => {
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const apply = (applied: AuditLogFilters) => {
    focusResults();
    void navigate(hrefOf({ ...applied, page: 1 }));
  };

  const data = log.data;
  return (
    <div className="console-container">
      <PageHeading>Audit log</PageHeading>
      <p>Every action an officer takes is recorded here with what it changed, newest first.</p>
      <AuditLogFilterForm
        // The form starts again from the filters applied, each time they change (Back, Forward, Clear).
        key={params.toString()}
        filters={filters}
        errors={errors}
        errorAttempt={log.errorUpdatedAt}
        clearHref={clearHref}
        onClear={focusResults}
        onApply={apply}
      />
      <div className="audit-log-results" ref={resultsRef} tabIndex={-1}>
        {log.isPending ? (
          <p role="status">Loading the audit log…</p>
        ) : refused ? null : log.isError && data === undefined ? (
          <LoadProblem error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
        ) : data === undefined ? null : data.total === 0 ? (
          <EmptyState>
            {filtered ? (
              <>
                <h2>No entries match</h2>
                <p>
                  Check the spelling, search for less, or{' '}
                  <Link to={clearHref ?? paths.auditLog.href()} onClick={focusResults}>
                    clear the search and filters
                  </Link>{' '}
                  to see every entry.
                </p>
              </>
            ) : (
              <p>No officer has acted yet. Actions appear here as officers take them.</p>
            )}
          </EmptyState>
        ) : data.items.length === 0 ? (
          <EmptyState>
            <h2>There are no entries on page {search.page}</h2>
            <p>
              <Link to={hrefOf({ ...search, page: 1 })} onClick={focusResults}>
                Go to the first page
              </Link>
            </p>
          </EmptyState>
        ) : (
          <>
            <div className="audit-log-toolbar">
              <ResultsSummary window={data} noun={NOUN} />
              <ExportAuditLog filters={filters} />
            </div>
            <AuditLogTable entries={data.items} busy={log.isPlaceholderData} />
            <Pagination
              window={data}
              label="Pages of the audit log"
              hrefFor={(page) => hrefOf({ ...search, page })}
              onNavigate={focusResults}
            />
          </>
        )}
      </div>
    </div>
  );
}
