import { postCaseStep, useCaseStep } from './case-step';

/** POST …/documentary-review: the prepared documents go to the company (Preparation -> Documentary Review). */
export const startDocumentaryReview = (applicationId: string) =>
  postCaseStep(applicationId, 'documentary-review');

export const useStartDocumentaryReview = (applicationId: string) =>
  useCaseStep(
    applicationId,
    () => startDocumentaryReview(applicationId),
    'The approval documents have been sent for documentary review.',
  );
