import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

/** POST /api/officer/proficiency-tests/{id}/review: the computed statistics are reviewed; the report may be published. */
export function postPtReview(roundId: string) {
  return confirmationOf(
    http.post<unknown>(apiPaths.ptRoundStep(roundId, 'review')),
    'The statistics were reviewed. You can publish the report.',
  );
}

export function useReviewPtStatistics(roundId: string) {
  return usePtRoundStep(() => postPtReview(roundId));
}
