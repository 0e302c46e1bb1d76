import type { ScheduleVerification } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/verification: schedule the site verification (Application Review -> Verification Check). */
export const scheduleVerification = (applicationId: string, request: ScheduleVerification) =>
  postCaseStep(applicationId, 'verification', request);

export const useScheduleVerification = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (request: ScheduleVerification) => scheduleVerification(applicationId, request),
    'The site verification has been scheduled.',
  );
