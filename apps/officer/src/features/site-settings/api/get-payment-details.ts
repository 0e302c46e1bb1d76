import { type PaymentDetails, paymentDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export const paymentDetailsQueryKey = ['officer', 'payment-details'] as const;

/** GET /api/officer/payment-details: how companies pay invoices; null until saved once. */
export async function getPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails | null> {
  const { data } = await http.get<unknown>(apiPaths.paymentDetails, { signal });
  return paymentDetailsSchema.nullable().parse(data);
}

export function paymentDetailsQueryOptions() {
  return queryOptions({
    queryKey: paymentDetailsQueryKey,
    queryFn: ({ signal }) => getPaymentDetails(signal),
  });
}

export function usePaymentDetails() {
  return useQuery(paymentDetailsQueryOptions());
}
