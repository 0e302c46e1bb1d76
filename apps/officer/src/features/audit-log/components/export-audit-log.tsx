import { ExportButton } from '@fsmis/ui/components/export-button';
import { useExportAuditLog } from '../api/export-audit-log';
import type { AuditLogFilters } from '../utils/audit-log-search';

/** "Export to Excel": every entry the filters match, in the table's order. */
export function ExportAuditLog({ filters }: { readonly filters: AuditLogFilters }) {
  const exporting = useExportAuditLog();
  return <ExportButton exporting={exporting} onExport={() => exporting.mutate(filters)} />;
}
