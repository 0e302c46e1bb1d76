import { type PublishedTerms, type PublishTerms, publishedTermsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { termsDocumentsQueryKey } from './get-terms-documents';
import { termsRequestsQueryKey } from './get-terms-requests';

export type PublishedTermsAnswer = { readonly published: PublishedTerms; readonly message: string | null };

/**
 * POST /api/officer/terms-documents: the next version of a programme's terms. Every company holding the
 * programme's terms is sent it and must acknowledge it again. 400 names the field at fault (`content`
 * for a file that is not a whole, clean PDF).
 */
export async function postTermsDocument(body: PublishTerms): Promise<PublishedTermsAnswer> {
  const { data, message } = await http.post<unknown>(apiPaths.termsDocuments, body);
  return { published: publishedTermsSchema.parse(data), message };
}

export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTermsDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: termsDocumentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: termsRequestsQueryKey }),
      ]),
  });
}
