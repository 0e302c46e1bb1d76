import { type AuditEntry, type AuditLogPage, auditLogPageSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type AuditLogSearch, auditLogApiQuery } from '../utils/audit-log-search';

export type { AuditEntry, AuditLogPage };

export const auditLogQueryKey = ['officer', 'audit-log'] as const;

/** GET /api/officer/audit-log: one page of what officers did, newest first; 400 names a filter at fault. */
export async function getAuditLog(
  query: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  const { data } = await http.get<unknown>(apiPaths.auditLog, { query, signal });
  return auditLogPageSchema.parse(data);
}

export function auditLogQueryOptions(search: AuditLogSearch) {
  const query = auditLogApiQuery(search);
  return queryOptions({
    queryKey: [...auditLogQueryKey, query] as const,
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
    // Every officer's action adds to the log: read it afresh on each visit.
    staleTime: 0,
  });
}

export function useAuditLog(search: AuditLogSearch) {
  return useQuery(auditLogQueryOptions(search));
}
