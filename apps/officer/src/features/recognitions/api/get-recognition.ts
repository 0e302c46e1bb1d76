import { type OfficerRecognitionView, officerRecognitionViewSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { RECOGNITIONS_QUERY_KEY } from './recognitions-query-key';

/**
 * GET /api/officer/recognitions/{id}: the recognition with its company, the applications that granted
 * or changed it, its history, its suspensions and the details it owes.
 */
export async function getRecognition(id: string, signal?: AbortSignal): Promise<OfficerRecognitionView> {
  const { data } = await http.get<unknown>(apiPaths.recognition(id), { signal });
  return officerRecognitionViewSchema.parse(data);
}

export function recognitionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...RECOGNITIONS_QUERY_KEY, 'recognition', id] as const,
    queryFn: ({ signal }) => getRecognition(id, signal),
  });
}

export function useRecognition(id: string) {
  return useQuery(recognitionQueryOptions(id));
}
