import { postCaseStep, useCaseStep } from './case-step';

/** POST …/recognise: Pending Signing -> Recognised; grants or changes the company's recognition. */
export const recogniseApplication = (applicationId: string) => postCaseStep(applicationId, 'recognise');

export const useRecogniseApplication = (applicationId: string) =>
  useCaseStep(
    applicationId,
    () => recogniseApplication(applicationId),
    'The application has been recognised.',
  );
