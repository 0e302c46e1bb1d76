import type { PendingDetailsAction, pendingDetailsDecisionSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, useRecognitionStep } from './recognition-step';

/** The officer's decisions on details owed, each named after its route. */
export type PendingDetailsDecisionAction = Exclude<PendingDetailsAction, 'provide'>;

export type PendingDetailsDecision = z.output<typeof pendingDetailsDecisionSchema>;

/** POST /api/officer/recognitions/pending-details/{pid}/{accept|return|waive}. */
export function postPendingDetailsDecision(
  detailsId: string,
  action: PendingDetailsDecisionAction,
  decision: PendingDetailsDecision,
) {
  return confirmationOf(
    http.post<unknown>(apiPaths.pendingDetailsStep(detailsId, action), decision),
    'The details have been updated.',
  );
}

export function usePendingDetailsDecision(detailsId: string, action: PendingDetailsDecisionAction) {
  return useRecognitionStep((decision: PendingDetailsDecision) =>
    postPendingDetailsDecision(detailsId, action, decision),
  );
}
