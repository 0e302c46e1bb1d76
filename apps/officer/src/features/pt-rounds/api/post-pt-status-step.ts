import type { PtStatusStep } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

/**
 * POST /api/officer/proficiency-tests/{id}/{open-registration|close-registration|open-results|
 * close-results|publish}: moves the round on and tells the laboratories concerned; 409 with the reason
 * when the round is not ready for the step.
 */
export function postPtStatusStep(roundId: string, step: PtStatusStep) {
  return confirmationOf(http.post<unknown>(apiPaths.ptRoundStep(roundId, step)), 'The round moved on.');
}

export function usePtStatusStep(roundId: string) {
  return usePtRoundStep((step: PtStatusStep) => postPtStatusStep(roundId, step));
}
