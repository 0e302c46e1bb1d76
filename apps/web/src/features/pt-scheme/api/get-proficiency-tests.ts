import { type SchemeSummary, type SchemesPage, schemesPageSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { type SchemesSearch, schemesApiQuery } from '../utils/schemes-search';

export type { SchemeSummary, SchemesPage };

/** Every list of schemes lives under this key. */
export const schemesListQueryKey = [...SESSION_QUERY_KEY, 'proficiency-tests', 'list'] as const;

/** GET /api/proficiency-tests: one page of the schemes the laboratory may see. */
export async function getProficiencyTests(
  query: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<SchemesPage> {
  const { data } = await http.get<unknown>(apiPaths.proficiencyTests, { query, signal });
  return schemesPageSchema.parse(data);
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
