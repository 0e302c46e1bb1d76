import { type SuspensionView, suspensionViewSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { recognitionQueryKey } from './get-recognition';

export type { SuspensionView };

export const suspensionQueryKey = (id: string, suspensionId: string) =>
  [...recognitionQueryKey(id), 'suspension', suspensionId] as const;

/**
 * GET /api/companies/recognition/{id}/suspension/{sid}: one suspension of the recognition, its grounds,
 * its timeline (oldest first) and which of the company's steps are open (404 for another company's).
 */
export async function getSuspension(
  id: string,
  suspensionId: string,
  signal?: AbortSignal,
): Promise<SuspensionView> {
  const { data } = await http.get<unknown>(apiPaths.suspension(id, suspensionId), { signal });
  return suspensionViewSchema.parse(data);
}

export function suspensionQueryOptions(id: string, suspensionId: string) {
  return queryOptions({
    queryKey: suspensionQueryKey(id, suspensionId),
    queryFn: ({ signal }) => getSuspension(id, suspensionId, signal),
  });
}

export function useSuspension(id: string, suspensionId: string) {
  return useQuery(suspensionQueryOptions(id, suspensionId));
}
