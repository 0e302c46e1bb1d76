import { type OfficerRecognitionPage, officerRecognitionPageSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type RecognitionsSearch, recognitionsApiQuery } from '../utils/recognitions-search';
import { RECOGNITIONS_QUERY_KEY } from './recognitions-query-key';

/**
 * GET /api/officer/recognitions: one page of the recognitions the search and filters match, by
 * company name, then programme.
 */
export async function getRecognitions(
  search: RecognitionsSearch,
  signal?: AbortSignal,
): Promise<OfficerRecognitionPage> {
  const { data } = await http.get<unknown>(apiPaths.recognitions, {
    query: recognitionsApiQuery(search),
    signal,
  });
  return officerRecognitionPageSchema.parse(data);
}

export function recognitionsQueryOptions(search: RecognitionsSearch) {
  return queryOptions({
    queryKey: [...RECOGNITIONS_QUERY_KEY, 'list', recognitionsApiQuery(search)] as const,
    queryFn: ({ signal }) => getRecognitions(search, signal),
    // The rows of the last page or filter stay on screen, marked busy, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRecognitions(search: RecognitionsSearch) {
  return useQuery(recognitionsQueryOptions(search));
}
