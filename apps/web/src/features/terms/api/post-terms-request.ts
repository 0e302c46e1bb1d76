import { type CompanyTermsItem, companyTermsItemSchema, type TermsRequest } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { refreshSession } from '../../../lib/session';
import { companyTermsQueryKey } from './get-company-terms';

export type SentTermsRequest = { readonly item: CompanyTermsItem; readonly message: string | null };

/**
 * POST /api/company-terms-and-conditions: 201 with the Requested item and "Your request for the LRP
 * terms and conditions has been sent. …"; 409 when the programme cannot be requested now.
 */
export async function postTermsRequest(request: TermsRequest): Promise<SentTermsRequest> {
  const { data, message } = await http.post<unknown>(apiPaths.companyTerms, request);
  return { item: companyTermsItemSchema.parse(data), message };
}

export function useRequestTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTermsRequest,
    onSuccess: ({ item }) => {
      // The new item is the programme's newest: Terms and Conditions shows it at once.
      queryClient.setQueryData<readonly CompanyTermsItem[]>(companyTermsQueryKey, (items) =>
        items ? [item, ...items] : items,
      );
    },
    // A refusal (409) means the programme changed meanwhile: both answers call for a fresh reading.
    // Not awaited: the page leaves for Terms and Conditions without waiting for it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: companyTermsQueryKey });
      void refreshSession(queryClient);
    },
  });
}
