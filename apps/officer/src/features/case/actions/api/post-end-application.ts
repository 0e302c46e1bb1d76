import type { EndApplication } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** The officer's ways to end an application early (void, withdraw) or for good once recognised (close). */
export type Ending = 'void' | 'withdraw' | 'close';

/** POST …/void, …/withdraw and …/close: one body, a reason, for the three endpoints. */
export const endApplication = (applicationId: string, ending: Ending, request: EndApplication) =>
  postCaseStep(applicationId, ending, request);

export const useEndApplication = (applicationId: string, ending: Ending) =>
  useCaseStep(
    applicationId,
    (request: EndApplication) => endApplication(applicationId, ending, request),
    'The application has ended.',
  );
