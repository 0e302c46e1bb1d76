import { officerTermsItemSchema, type RejectTerms } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { termsRequestsQueryKey } from './get-terms-requests';
import type { TermsAnswer } from './post-send-terms';

/**
 * POST /api/officer/company-terms-and-conditions/reject: the open request becomes Rejected, with a reason
 * the company reads; 400 for a missing or too long reason, 409 when the request was answered meanwhile.
 */
export async function postRejectTerms(command: RejectTerms): Promise<TermsAnswer> {
  const { data, message } = await http.post<unknown>(apiPaths.termsReject, command);
  return { item: officerTermsItemSchema.parse(data), message };
}

export function useRejectTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRejectTerms,
    onSettled: () => queryClient.invalidateQueries({ queryKey: termsRequestsQueryKey }),
  });
}
