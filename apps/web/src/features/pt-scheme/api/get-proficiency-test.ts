import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import {
  getProficiencyTests,
  type SchemeSummary,
  type SchemesPage,
  schemesListQueryKey,
} from './get-proficiency-tests';

/** The most schemes the API gives in one page: few pages to read to find one. */
const LOOKUP_PAGE_SIZE = 100;

/** The scheme as a list already on hand shows it, if any list holds it. */
function schemeFromLists(queryClient: QueryClient, id: string): SchemeSummary | undefined {
  for (const [, page] of queryClient.getQueriesData<SchemesPage>({ queryKey: schemesListQueryKey })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One scheme of the laboratory, read from `GET /api/proficiency-tests` (the schemes it may see), page
 * by page until found; null when the laboratory may not see it.
 */
export async function getProficiencyTest(id: string, signal?: AbortSignal): Promise<SchemeSummary | null> {
  for (let page = 1; ; page += 1) {
    const result = await getProficiencyTests({ Page: page, PageSize: LOOKUP_PAGE_SIZE }, signal);
    const found = result.items.find((item) => item.id === id);
    if (found) return found;
    if (page * result.pageSize >= result.total) return null;
  }
}

export function proficiencyTestQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'proficiency-tests', 'details', id] as const,
    queryFn: ({ signal }) => getProficiencyTest(id, signal),
    initialData: () => schemeFromLists(queryClient, id),
  });
}

export function useProficiencyTest(id: string) {
  const queryClient = useQueryClient();
  return useQuery(proficiencyTestQueryOptions(id, queryClient));
}
