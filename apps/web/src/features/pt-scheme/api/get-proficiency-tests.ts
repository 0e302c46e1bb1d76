import type { PtStatus } from '@fsmis/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { type SchemesSearch, schemesApiQuery } from '../utils/schemes-search';

/** A Proficiency Testing scheme as the laboratory sees it (GET /api/proficiency-tests). */
export type SchemeSummary = {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly matrix: string;
  readonly status: PtStatus;
  readonly statusLabel: string;
  readonly registrationOpensAt: string;
  readonly registrationClosesAt: string;
  readonly dispatchAt: string;
  readonly resultsDueAt: string;
  /** Whether this laboratory has registered for the scheme. */
  readonly isRegistered: boolean;
  readonly registeredAt: string | null;
};

export type SchemesPage = {
  readonly items: readonly SchemeSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
};

/** Every list of schemes lives under this key; Scheme Details looks for its scheme in them first. */
export const schemesListQueryKey = [...SESSION_QUERY_KEY, 'proficiency-tests', 'list'] as const;

export async function getProficiencyTests(
  query: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<SchemesPage> {
  const { data } = await http.get<SchemesPage>(apiPaths.proficiencyTests, { query, signal });
  return data;
}

export function proficiencyTestsQueryOptions(search: SchemesSearch) {
  const query = schemesApiQuery(search);
  return queryOptions({
    queryKey: [...schemesListQueryKey, query] as const,
    queryFn: ({ signal }) => getProficiencyTests(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProficiencyTests(search: SchemesSearch) {
  return useQuery(proficiencyTestsQueryOptions(search));
}
