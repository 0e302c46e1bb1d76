import { type AcknowledgeTerms, type CompanyTermsItem, companyTermsItemSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { refreshSession } from '../../../lib/session';
import { companyTermsQueryKey } from './get-company-terms';

export type AcknowledgedTerms = { readonly item: CompanyTermsItem; readonly message: string | null };

/**
 * POST /api/company-terms-and-conditions/{id}: the Acknowledged item and "You have acknowledged the LRP
 * terms and conditions."; 409 when they cannot be acknowledged (already done, replaced, not sent).
 */
export async function postAcknowledgeTerms(id: string): Promise<AcknowledgedTerms> {
  const body: AcknowledgeTerms = { companyTermsAndConditionId: id };
  const { data, message } = await http.post<unknown>(apiPaths.companyTermsItem(id), body);
  return { item: companyTermsItemSchema.parse(data), message };
}

export function useAcknowledgeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcknowledgeTerms,
    // The dashboard access rule reads the terms from the session: the guards must see the change.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyTermsQueryKey }),
        refreshSession(queryClient),
      ]);
    },
  });
}
