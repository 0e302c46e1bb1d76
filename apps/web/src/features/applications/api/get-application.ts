import type { ApplicationCategory, ApplicationStatus, Programme } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** GET /api/applications/{id}: one of the company's applications (404 for any other). */
export type ApplicationDetails = {
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
  readonly companyName: string;
  readonly companyUen: string | null;
  readonly isSubmitted: boolean;
  readonly isOpen: boolean;
};

export async function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetails> {
  const { data } = await http.get<ApplicationDetails>(apiPaths.application(id), { signal });
  return data;
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'applications', 'details', id] as const,
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
