import type { SuspensionAppeal } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { messageOf, useRecognitionStep } from './recognition-step';

/**
 * POST …/suspension/{sid}/appeal: the company's grounds of appeal and supporting documents. 400 names
 * the fields; 409 says why no appeal is open (the period has ended, an appeal was made).
 */
export function postSuspensionAppeal(recognitionId: string, suspensionId: string, appeal: SuspensionAppeal) {
  return messageOf(http.post<unknown>(apiPaths.suspensionAppeal(recognitionId, suspensionId), appeal));
}

export function useSuspensionAppeal(recognitionId: string, suspensionId: string) {
  return useRecognitionStep(
    recognitionId,
    (appeal: SuspensionAppeal) => postSuspensionAppeal(recognitionId, suspensionId, appeal),
    'Your appeal has been submitted. We will tell you the outcome.',
  );
}
