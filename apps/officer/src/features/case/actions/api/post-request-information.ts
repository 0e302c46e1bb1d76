import type { RequestInformation } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/correspondence-emails: a request for information (Application Review -> Request For Information). */
export const requestInformation = (applicationId: string, request: RequestInformation) =>
  postCaseStep(applicationId, 'correspondence-emails', request);

export const useRequestInformation = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (request: RequestInformation) => requestInformation(applicationId, request),
    'The request for information has been sent.',
  );
