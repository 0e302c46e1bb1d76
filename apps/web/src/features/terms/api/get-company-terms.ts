import { type CompanyTermsItem, companyTermsItemSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { CompanyTermsItem };

/** Every query of the company's terms lives under this key; a change to them invalidates it. */
export const companyTermsQueryKey = [...SESSION_QUERY_KEY, 'company-terms'] as const;

/** GET /api/company-terms-and-conditions: every item of every programme, newest first. */
export async function getCompanyTerms(signal?: AbortSignal): Promise<readonly CompanyTermsItem[]> {
  const { data } = await http.get<unknown>(apiPaths.companyTerms, { signal });
  return companyTermsItemSchema.array().parse(data);
}

export function companyTermsQueryOptions() {
  return queryOptions({
    queryKey: companyTermsQueryKey,
    queryFn: ({ signal }) => getCompanyTerms(signal),
    // Officers send and reject terms meanwhile: read them afresh on each visit.
    staleTime: 0,
  });
}

export function useCompanyTerms() {
  return useQuery(companyTermsQueryOptions());
}
