import type { SuspensionAction, suspensionDecisionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, useRecognitionStep } from './recognition-step';

export type SuspensionDecision = z.output<typeof suspensionDecisionSchema>;

/**
 * POST /api/officer/recognitions/suspensions/{sid}/{action}: the officer's move on a suspension
 * (require-details, reject, suspend, consider-reinstatement, reinstate, revoke), each with its reason.
 */
export function postSuspensionDecision(
  suspensionId: string,
  action: SuspensionAction,
  decision: SuspensionDecision,
) {
  return confirmationOf(
    http.post<unknown>(apiPaths.suspensionStep(suspensionId, action), decision),
    'The suspension has been updated.',
  );
}

export function useSuspensionDecision(suspensionId: string, action: SuspensionAction) {
  return useRecognitionStep((decision: SuspensionDecision) =>
    postSuspensionDecision(suspensionId, action, decision),
  );
}
