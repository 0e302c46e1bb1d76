import type { proposeSuspensionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, useRecognitionStep } from './recognition-step';

export type SuspensionProposal = z.output<typeof proposeSuspensionSchema>;

/** POST /api/officer/recognitions/{id}/suspensions: proposes to suspend the recognition, on these grounds. */
export function postSuspensionProposal(recognitionId: string, proposal: SuspensionProposal) {
  return confirmationOf(
    http.post<unknown>(apiPaths.recognitionStep(recognitionId, 'suspensions'), proposal),
    'The suspension has been proposed.',
  );
}

export function useProposeSuspension(recognitionId: string) {
  return useRecognitionStep((proposal: SuspensionProposal) =>
    postSuspensionProposal(recognitionId, proposal),
  );
}
