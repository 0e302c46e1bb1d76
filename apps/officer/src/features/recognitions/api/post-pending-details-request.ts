import type { requestPendingDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, useRecognitionStep } from './recognition-step';

export type PendingDetailsRequest = z.output<typeof requestPendingDetailsSchema>;

/** POST /api/officer/recognitions/{id}/pending-details: asks the company for details the recognition owes. */
export function postPendingDetailsRequest(recognitionId: string, request: PendingDetailsRequest) {
  return confirmationOf(
    http.post<unknown>(apiPaths.recognitionStep(recognitionId, 'pending-details'), request),
    'The company has been asked for the details.',
  );
}

export function useRequestPendingDetails(recognitionId: string) {
  return useRecognitionStep((request: PendingDetailsRequest) =>
    postPendingDetailsRequest(recognitionId, request),
  );
}
