import { type PtDispatchDetails, type PtReceiptRequest, ptDispatchDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { usePtRoundStep } from './pt-round-step';

/**
 * POST /api/proficiency-tests/{id}/dispatch/receipt: the test items arrived, on a day and in a condition.
 * 400 names the fields; 409 says why it cannot be confirmed (not dispatched, already confirmed).
 */
export async function postPtReceipt(id: string, receipt: PtReceiptRequest): Promise<PtDispatchDetails> {
  const { data } = await http.post<unknown>(apiPaths.ptDispatchReceipt(id), receipt);
  return ptDispatchDetailsSchema.parse(data);
}

export function usePtReceipt(id: string) {
  return usePtRoundStep(
    id,
    (receipt: PtReceiptRequest) => postPtReceipt(id, receipt),
    () => 'You have confirmed that your test items arrived.',
  );
}
