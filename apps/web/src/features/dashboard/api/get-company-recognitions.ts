import { type CompanyRecognition, companyRecognitionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { CompanyRecognition };

/** GET /api/companies/recognition: one recognition per programme at most; a programme without one is left out. */
export async function getCompanyRecognitions(signal?: AbortSignal): Promise<readonly CompanyRecognition[]> {
  const { data } = await http.get<unknown>(apiPaths.companyRecognitions, { signal });
  return companyRecognitionSchema.array().parse(data);
}

export function companyRecognitionsQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'company-recognitions'] as const,
    queryFn: ({ signal }) => getCompanyRecognitions(signal),
  });
}

export function useCompanyRecognitions() {
  return useQuery(companyRecognitionsQueryOptions());
}
