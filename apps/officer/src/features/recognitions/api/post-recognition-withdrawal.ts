import type { officerWithdrawalSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, useRecognitionStep } from './recognition-step';

export type RecognitionWithdrawal = z.output<typeof officerWithdrawalSchema>;

/** POST /api/officer/recognitions/{id}/withdraw: withdraws the recognition, for this reason. */
export function postRecognitionWithdrawal(recognitionId: string, withdrawal: RecognitionWithdrawal) {
  return confirmationOf(
    http.post<unknown>(apiPaths.recognitionStep(recognitionId, 'withdraw'), withdrawal),
    'The recognition has been withdrawn.',
  );
}

export function useWithdrawRecognition(recognitionId: string) {
  return useRecognitionStep((withdrawal: RecognitionWithdrawal) =>
    postRecognitionWithdrawal(recognitionId, withdrawal),
  );
}
