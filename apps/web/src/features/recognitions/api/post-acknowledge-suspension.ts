import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { messageOf, useRecognitionStep } from './recognition-step';

/** POST …/suspension/{sid}/acknowledge: the company has read the grounds of the suspension. */
export function postAcknowledgeSuspension(recognitionId: string, suspensionId: string) {
  return messageOf(http.post<unknown>(apiPaths.suspensionAcknowledge(recognitionId, suspensionId), {}));
}

export function useAcknowledgeSuspension(recognitionId: string, suspensionId: string) {
  return useRecognitionStep(
    recognitionId,
    () => postAcknowledgeSuspension(recognitionId, suspensionId),
    'You have acknowledged the suspension.',
  );
}
