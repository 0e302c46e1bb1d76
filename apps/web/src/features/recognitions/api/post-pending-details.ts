import type { PendingDetailsAnswer } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { messageOf, useRecognitionStep } from './recognition-step';

/** POST /api/companies/recognition/{id}/pending-details/{pid}: details the recognition still owes. */
export function postPendingDetails(recognitionId: string, pendingId: string, answer: PendingDetailsAnswer) {
  return messageOf(http.post<unknown>(apiPaths.recognitionPendingDetails(recognitionId, pendingId), answer));
}

export function usePendingDetailsAnswer(recognitionId: string, pendingId: string) {
  return useRecognitionStep(
    recognitionId,
    (answer: PendingDetailsAnswer) => postPendingDetails(recognitionId, pendingId, answer),
    'Your details have been sent.',
  );
}
