import type { ApplicationCase } from '@fsmis/domain';
import { companyActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import type { ApplicationRow } from '../applications/application-records.service.js';
import { applicationPath } from '../applications/application-submit.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { applyAction, type Operation } from './workflow.service.js';
import { applicationCase } from './workflow-view.service.js';

/** What the company sees of its application: the details page's read model. */
export const companyCase = (
  context: Pick<WorkflowContext, 'db'>,
  session: Pick<Session, 'companyId'>,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationCase> =>
  applicationCase(context.db, applicationId, { party: 'company', companyId: session.companyId }, now);

/** One of the company's steps, taken as its own and answered with the application as it now stands. */
export async function takeCompanyStep(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  operation: Operation<null>,
  now = new Date(),
): Promise<ApplicationCase> {
  await applyAction(context, companyActor(session), applicationId, operation, now);
  return companyCase(context, session, applicationId, now);
}

/** The notice of the company's own step: in the portal only, since the company knows what it did. */
export const ownStepNotice = (
  application: ApplicationRow,
  title: string,
  message: string,
): WorkflowNotice => ({
  title,
  message,
  linkPath: applicationPath(application.id),
  email: false,
});
