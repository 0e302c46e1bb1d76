import { type ProgrammeTerms, programmeTermsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { companyTermsQueryKey } from './get-company-terms';

/** Under the company's terms: a change to them reads these again too. */
export const latestTermsQueryKey = [...companyTermsQueryKey, 'latest'] as const;

/**
 * GET /api/company-terms-and-conditions/latest: each programme's terms with the company's actions on them,
 * open or not and why not (docs/architecture.md "Add a step to a case").
 */
export async function getLatestTerms(signal?: AbortSignal): Promise<readonly ProgrammeTerms[]> {
  const { data } = await http.get<unknown>(apiPaths.companyTermsLatest, { signal });
  return programmeTermsSchema.array().parse(data);
}

export function useLatestTerms() {
  // Officers send and reject terms meanwhile: read them afresh on each visit.
  return useQuery({
    queryKey: latestTermsQueryKey,
    queryFn: ({ signal }) => getLatestTerms(signal),
    staleTime: 0,
  });
}
