import { Button } from '@fsmis/ui/components/button';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useExportAuditLog } from '../api/export-audit-log';
import type { AuditLogFilters } from '../utils/audit-log-search';

/** "Export to Excel": every entry the filters match, in the table's order. */
export function ExportAuditLog({ filters }: { readonly filters: AuditLogFilters }) {
  const exporting = useExportAuditLog();
  return (
    <div className="audit-log-export">
      <Button variant="secondary" pending={exporting.isPending} onClick={() => exporting.mutate(filters)}>
        Export to Excel
      </Button>
      <p className="audit-log-export__status" role="status">
        {exporting.isPending
          ? 'Preparing your file…'
          : exporting.isSuccess
            ? `Downloaded ${exporting.data}`
            : ''}
      </p>
      {exporting.isError ? (
        <p className="audit-log-export__problem" role="alert">
          {errorMessageOf(exporting.error)}
        </p>
      ) : null}
    </div>
  );
}
