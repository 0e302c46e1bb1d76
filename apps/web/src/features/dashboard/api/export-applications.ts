import { download } from '@fsmis/ui/lib/http-client';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type ApplicationsSearch, applicationsExportQuery } from '../utils/applications-search';

/**
 * GET /api/applications/export: every application the filters match, in the table's order, as an
 * Excel workbook saved under the name the API gives it. Resolves to that name.
 */
export function exportApplications(search: ApplicationsSearch): Promise<string> {
  return download(apiPaths.applicationsExport, { query: applicationsExportQuery(search) });
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
