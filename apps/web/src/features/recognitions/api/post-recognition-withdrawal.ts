import type { RecognitionWithdrawal } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { messageOf, useRecognitionStep } from './recognition-step';

/** POST /api/companies/recognition/{id}/withdraw: the company ends its recognition. */
export function postRecognitionWithdrawal(recognitionId: string, withdrawal: RecognitionWithdrawal) {
  return messageOf(http.post<unknown>(apiPaths.recognitionWithdraw(recognitionId), withdrawal));
}

export function useRecognitionWithdrawal(recognitionId: string) {
  return useRecognitionStep(
    recognitionId,
    (withdrawal: RecognitionWithdrawal) => postRecognitionWithdrawal(recognitionId, withdrawal),
    'Your recognition has been withdrawn.',
  );
}
