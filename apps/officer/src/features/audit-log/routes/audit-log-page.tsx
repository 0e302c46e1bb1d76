import { filterErrorsOf } from '@fsmis/ui/components/filter-form';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { PagedResults, useResultsFocus } from '@fsmis/ui/components/paged-results';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogFilterForm, FILTER_FIELD_IDS } from '../components/audit-log-filters';
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

/** The audit log: what every officer did, searched and filtered in the URL, a page at a time, and exported. */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => auditLogSearchFrom(params), [params]);
  const { page: _page, ...filters } = search;
  const navigate = useNavigate();
  const log = useAuditLog(search);
  const results = useResultsFocus();
  const filtered = hasAuditLogFilters(search);
  const clearHref = filtered ? hrefOf({ ...NO_FILTERS, page: 1 }) : null;
  const errors = filterErrorsOf(log.error, FILTER_FIELD_IDS);

  const apply = (applied: AuditLogFilters) => {
    results.focus();
    void navigate(hrefOf({ ...applied, page: 1 }));
  };

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
        onClear={results.focus}
        onApply={apply}
      />
      <PagedResults
        query={log}
        resultsRef={results.ref}
        loading="Loading the audit log…"
        refused={Object.keys(errors).length > 0}
        noun={NOUN}
        hrefFor={(page) => hrefOf({ ...search, page })}
        paginationLabel="Pages of the audit log"
        onNavigate={results.focus}
        toolbar={<ExportAuditLog filters={filters} />}
        empty={
          filtered ? (
            <>
              <h2>No entries match</h2>
              <p>
                Check the spelling, search for less, or{' '}
                <Link to={clearHref ?? paths.auditLog.href()} onClick={results.focus}>
                  clear the search and filters
                </Link>{' '}
                to see every entry.
              </p>
            </>
          ) : (
            <p>No officer has acted yet. Actions appear here as officers take them.</p>
          )
        }
      >
        {(page) => <AuditLogTable entries={page.items} busy={log.isPlaceholderData} />}
      </PagedResults>
    </div>
  );
}
