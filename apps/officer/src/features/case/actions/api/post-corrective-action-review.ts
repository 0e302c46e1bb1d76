import type { CorrectiveActionReview } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/corrective-action-review: accept or reject each submitted corrective action. */
export const reviewCorrectiveActions = (applicationId: string, review: CorrectiveActionReview) =>
  postCaseStep(applicationId, 'corrective-action-review', review);

export const useReviewCorrectiveActions = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (review: CorrectiveActionReview) => reviewCorrectiveActions(applicationId, review),
    'Your decisions on the corrective actions have been recorded.',
  );
