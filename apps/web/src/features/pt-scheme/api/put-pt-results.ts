import { type PtResultDraft, type PtResultSubmission, ptResultSubmissionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { usePtRoundStep } from './pt-round-step';

/**
 * The laboratory's results: PUT /api/proficiency-tests/{id}/result/submission keeps them as a draft,
 * whatever is typed; POST submits them, once. 400 names each field a submission lacks
 * (`results.0.value`); 409 says why they can no longer change.
 */
export async function sendPtResults(
  id: string,
  method: 'save' | 'submit',
  draft: PtResultDraft,
): Promise<PtResultSubmission> {
  const path = apiPaths.ptResultSubmission(id);
  const { data } = await (method === 'save'
    ? http.put<unknown>(path, draft)
    : http.post<unknown>(path, draft));
  return ptResultSubmissionSchema.parse(data);
}

export function useSavePtResults(id: string) {
  return usePtRoundStep(
    id,
    (draft: PtResultDraft) => sendPtResults(id, 'save', draft),
    () => 'Your results are saved as a draft. Submit them before the results are due.',
  );
}

export function useSubmitPtResults(id: string) {
  return usePtRoundStep(
    id,
    (draft: PtResultDraft) => sendPtResults(id, 'submit', draft),
    () => 'Your results have been submitted. You will be told when the report is published.',
  );
}
