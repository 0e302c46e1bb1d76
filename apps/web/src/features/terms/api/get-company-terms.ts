import type { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { type Labelled, SESSION_QUERY_KEY } from '../../../lib/session';

/** One terms item of the company: a request, or terms sent unasked, and what became of it. */
export type CompanyTermsItem = {
  readonly id: string;
  readonly applicationType: Labelled<Programme>;
  readonly companyTermsAndConditionsStatus: Labelled<CorrespondenceStatus>;
  /** The document version sent; null while requested and when rejected. */
  readonly version: number | null;
  readonly documentTitle: string | null;
  readonly requestedAt: string | null;
  readonly sentAt: string | null;
  readonly acknowledgedAt: string | null;
  readonly rejectedAt: string | null;
  readonly obsoletedAt: string | null;
  readonly rejectionReason: string | null;
  /** What the company gave with its request; null when the terms were sent unasked. */
  readonly contactName: string | null;
  readonly contactEmail: string | null;
  readonly purpose: string | null;
};

/** Every query of the company's terms lives under this key; a change to them invalidates it. */
export const companyTermsQueryKey = [...SESSION_QUERY_KEY, 'company-terms'] as const;

/** GET /api/company-terms-and-conditions: every item of every programme, newest first. */
export async function getCompanyTerms(signal?: AbortSignal): Promise<readonly CompanyTermsItem[]> {
  const { data } = await http.get<readonly CompanyTermsItem[]>(apiPaths.companyTerms, { signal });
  return data;
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
