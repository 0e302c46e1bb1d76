import type { CompanyRecognitionStatus, Programme } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** The company's recognition under one programme (GET /api/companies/recognition). */
export type CompanyRecognition = {
  readonly id: string;
  readonly programme: Programme;
  readonly programmeLabel: string;
  readonly status: CompanyRecognitionStatus;
  readonly statusLabel: string;
  readonly recognitionNumber: string;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly scopeSummary: string;
  /** Suspended, or an appeal against the suspension in progress. */
  readonly hasOngoingSuspension: boolean;
  /** Revoked: the company may not apply under this programme. */
  readonly isRestricted: boolean;
};

/** One recognition per programme at most; a programme without one is left out. */
export async function getCompanyRecognitions(signal?: AbortSignal): Promise<readonly CompanyRecognition[]> {
  const { data } = await http.get<readonly CompanyRecognition[]>(apiPaths.companyRecognitions, { signal });
  return data;
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
