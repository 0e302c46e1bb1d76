import type { ApplicationCategory, ApplicationStatus, Programme } from '@fsmis/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { type ApplicationsSearch, applicationsApiQuery } from '../utils/applications-search';

/** One row of the applications table (GET /api/applications). */
export type ApplicationSummary = {
  readonly id: string;
  readonly referenceNumber: string;
  readonly programme: Programme;
  readonly programmeLabel: string;
  readonly category: ApplicationCategory;
  readonly categoryLabel: string;
  readonly status: ApplicationStatus;
  /** The status as worded for this programme and category (domain `applicationStatusLabel`). */
  readonly statusLabel: string;
  readonly createdAt: string;
  readonly submittedAt: string | null;
  readonly updatedAt: string;
};

export type ApplicationsPage = {
  readonly items: readonly ApplicationSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
};

export async function getApplications(
  search: ApplicationsSearch,
  signal?: AbortSignal,
): Promise<ApplicationsPage> {
  const { data } = await http.get<ApplicationsPage>(apiPaths.applications, {
    query: applicationsApiQuery(search),
    signal,
  });
  return data;
}

export function applicationsQueryOptions(search: ApplicationsSearch) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'applications', 'list', applicationsApiQuery(search)] as const,
    queryFn: ({ signal }) => getApplications(search, signal),
    // A new page or filter keeps the rows on screen until the new ones arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(search: ApplicationsSearch) {
  return useQuery(applicationsQueryOptions(search));
}
