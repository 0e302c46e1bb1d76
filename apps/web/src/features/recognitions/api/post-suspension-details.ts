import type { SuspensionDetails } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { messageOf, useRecognitionStep } from './recognition-step';

/** POST …/suspension/{sid}/details: the company's answer while the officer asks for details. */
export function postSuspensionDetails(
  recognitionId: string,
  suspensionId: string,
  details: SuspensionDetails,
) {
  return messageOf(http.post<unknown>(apiPaths.suspensionDetails(recognitionId, suspensionId), details));
}

export function useSuspensionDetails(recognitionId: string, suspensionId: string) {
  return useRecognitionStep(
    recognitionId,
    (details: SuspensionDetails) => postSuspensionDetails(recognitionId, suspensionId, details),
    'Your details have been sent.',
  );
}
