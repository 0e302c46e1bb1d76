import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

/**
 * POST /api/officer/proficiency-tests/{id}/compute: each analyte's statistics and every submitted
 * result's score (ISO 13528); an analyte that cannot be scored keeps the reason. Any review is undone.
 */
export function postPtCompute(roundId: string) {
  return confirmationOf(
    http.post<unknown>(apiPaths.ptRoundStep(roundId, 'compute')),
    'The statistics were computed. Review them before you publish the report.',
  );
}

export function useComputePtStatistics(roundId: string) {
  return usePtRoundStep(() => postPtCompute(roundId));
}
