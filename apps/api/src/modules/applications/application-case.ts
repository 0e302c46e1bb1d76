import type { CaseAggregate } from '../../cases/run-step.js';
import * as repository from './applications.repository.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from './applications.service.js';

/** A line of the application's timeline; its application, actor and time are the step's. */
export type ApplicationHistoryLine = Pick<
  Parameters<typeof repository.insertEvent>[1],
  'action' | 'fromStatus' | 'toStatus' | 'detail'
>;

/**
 * An application as the step runner sees it, for every step on it (the company's submission and
 * cancellation here, the workflow's steps in application-workflow): a company's users see only their
 * own (another's is a 404); the step's line goes into the application's timeline.
 */
export const APPLICATION: CaseAggregate<string, repository.ApplicationRow, ApplicationHistoryLine> = {
  lock: (tx, actor, applicationId) =>
    actor.party === 'company'
      ? repository.lockCompanyApplication(tx, actor.companyId, applicationId)
      : repository.lockApplication(tx, applicationId),
  missing: APPLICATION_NOT_FOUND_MESSAGE,
  recordHistory: (tx, application, line, { actor, now }) =>
    repository.insertEvent(tx, {
      ...line,
      applicationId: application.id,
      actorUserId: actor.userId,
      at: now,
    }),
  about: (application) => ({ kind: 'application', id: application.id, label: application.referenceNumber }),
};
