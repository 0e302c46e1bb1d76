import { postCaseStep, useCaseStep } from './case-step';

/** POST …/send-for-signing: Approved / Supported -> Pending Signing. */
export const sendForSigning = (applicationId: string) => postCaseStep(applicationId, 'send-for-signing');

export const useSendForSigning = (applicationId: string) =>
  useCaseStep(
    applicationId,
    () => sendForSigning(applicationId),
    'The application has been sent for signing.',
  );
