import type { ptAssignmentSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

export type PtAssignment = z.output<typeof ptAssignmentSchema>;

/**
 * PUT /api/officer/proficiency-tests/{id}/analytes/{analyteId}/assignment: how the analyte's assigned
 * value and sigma_pt are set. The round's statistics must then be computed (and reviewed) again.
 */
export function putPtAssignment(roundId: string, analyteId: string, assignment: PtAssignment) {
  return confirmationOf(
    http.put<unknown>(apiPaths.ptAssignment(roundId, analyteId), assignment),
    'The assignment was saved. Compute the statistics again.',
  );
}

export function useAssignPtAnalyte(roundId: string, analyteId: string) {
  return usePtRoundStep((assignment: PtAssignment) => putPtAssignment(roundId, analyteId, assignment));
}
