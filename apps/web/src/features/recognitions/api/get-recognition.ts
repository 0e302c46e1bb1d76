import { type RecognitionView, recognitionViewSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { RecognitionView };

export const recognitionQueryKey = (id: string) => [...SESSION_QUERY_KEY, 'recognitions', id] as const;

/**
 * GET /api/companies/recognition/{id}: the recognition, what the company may do with it (and why not),
 * the applications that granted or changed it, its history, suspensions and pending details (404 for
 * another company's).
 */
export async function getRecognition(id: string, signal?: AbortSignal): Promise<RecognitionView> {
  const { data } = await http.get<unknown>(apiPaths.recognition(id), { signal });
  return recognitionViewSchema.parse(data);
}

export function recognitionQueryOptions(id: string) {
  return queryOptions({
    queryKey: recognitionQueryKey(id),
    queryFn: ({ signal }) => getRecognition(id, signal),
  });
}

export function useRecognition(id: string) {
  return useQuery(recognitionQueryOptions(id));
}
