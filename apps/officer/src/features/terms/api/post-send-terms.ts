import { type OfficerTermsItem, officerTermsItemSchema, type SendTerms } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { termsRequestsQueryKey } from './get-terms-requests';

export type TermsAnswer = { readonly item: OfficerTermsItem; readonly message: string | null };

/**
 * POST /api/officer/company-terms-and-conditions/send: the programme's current terms go to the company,
 * whose open request becomes Sent; 409 when there is nothing to send or the request was answered meanwhile.
 */
export async function postSendTerms(command: SendTerms): Promise<TermsAnswer> {
  const { data, message } = await http.post<unknown>(apiPaths.termsSend, command);
  return { item: officerTermsItemSchema.parse(data), message };
}

export function useSendTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSendTerms,
    // A refusal may mean another officer answered first: the list shows what is still open either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: termsRequestsQueryKey }),
  });
}
