import { type Programme, type TermsDocument, termsDocumentSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { TermsDocument };

/** Every list of published versions lives under this key; publishing invalidates it. */
export const termsDocumentsQueryKey = ['officer', 'terms-documents'] as const;

/** GET /api/officer/terms-documents: the published versions, of one programme or all, newest first. */
export async function getTermsDocuments(
  programme: Programme | null,
  signal?: AbortSignal,
): Promise<readonly TermsDocument[]> {
  const { data } = await http.get<unknown>(apiPaths.termsDocuments, {
    query: { ApplicationType: programme ?? undefined },
    signal,
  });
  return termsDocumentSchema.array().parse(data);
}

export function termsDocumentsQueryOptions(programme: Programme | null) {
  return queryOptions({
    queryKey: [...termsDocumentsQueryKey, programme ?? 'all'] as const,
    queryFn: ({ signal }) => getTermsDocuments(programme, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTermsDocuments(programme: Programme | null) {
  return useQuery(termsDocumentsQueryOptions(programme));
}
