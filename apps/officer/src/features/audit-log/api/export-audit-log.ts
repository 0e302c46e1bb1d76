import { download } from '@fsmis/ui/lib/http-client';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type AuditLogFilters, auditLogFilterQuery } from '../utils/audit-log-search';

/**
 * GET /api/officer/audit-log/export: every entry the filters match, not only one page, as an Excel
 * workbook saved under the name the API gives it (`audit-log-2026-11-27.xlsx`). Resolves to that name;
 * 400 when more match than one export holds.
 */
export function exportAuditLog(filters: AuditLogFilters): Promise<string> {
  return download(apiPaths.auditLogExport, { query: auditLogFilterQuery(filters) });
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
