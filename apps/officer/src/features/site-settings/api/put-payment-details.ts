import { type PaymentDetails, type PaymentDetailsInput, paymentDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { paymentDetailsQueryKey } from './get-payment-details';
import type { SettingChange } from './setting-change';

/** PUT /api/officer/payment-details: the details saved, audited. */
export async function putPaymentDetails(input: PaymentDetailsInput): Promise<SettingChange<PaymentDetails>> {
  const { data, message } = await http.put<unknown>(apiPaths.paymentDetails, input);
  return { item: paymentDetailsSchema.parse(data), message: message ?? 'Payment details saved.' };
}

export function useSavePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPaymentDetails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentDetailsQueryKey }),
  });
}
