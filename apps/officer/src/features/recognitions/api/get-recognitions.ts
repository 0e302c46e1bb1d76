import {
  type OfficerRecognition,
  type officerRecognitionQuerySchema,
  officerRecognitionSchema,
} from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { RECOGNITIONS_QUERY_KEY } from './recognitions-query-key';

/** The list's filters, under the API's own query names (`Status`, `ApplicationType`, `CompanyUen`). */
export type RecognitionsFilter = z.output<typeof officerRecognitionQuerySchema>;

const listSchema = z.array(officerRecognitionSchema);

/** GET /api/officer/recognitions: every recognition the filter matches, by company name then programme. */
export async function getRecognitions(
  filter: RecognitionsFilter,
  signal?: AbortSignal,
): Promise<OfficerRecognition[]> {
  const { data } = await http.get<unknown>(apiPaths.recognitions, { query: filter, signal });
  return listSchema.parse(data);
}

export function recognitionsQueryOptions(filter: RecognitionsFilter) {
  return queryOptions({
    queryKey: [...RECOGNITIONS_QUERY_KEY, 'list', filter] as const,
    queryFn: ({ signal }) => getRecognitions(filter, signal),
    // The rows of the last filter stay on screen, marked busy, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRecognitions(filter: RecognitionsFilter) {
  return useQuery(recognitionsQueryOptions(filter));
}
