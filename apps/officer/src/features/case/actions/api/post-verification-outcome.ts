import type { VerificationOutcome } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/verification/outcome: findings raised (-> Pending Findings Acknowledgement), or none (-> Preparation). */
export const recordVerificationOutcome = (applicationId: string, outcome: VerificationOutcome) =>
  postCaseStep(applicationId, 'verification/outcome', outcome);

export const useRecordVerificationOutcome = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (outcome: VerificationOutcome) => recordVerificationOutcome(applicationId, outcome),
    'The outcome of the site verification has been recorded.',
  );
