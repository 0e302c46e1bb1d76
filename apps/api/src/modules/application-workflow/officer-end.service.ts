import { ApplicationStatus, applicationStatusLabel, type endApplicationSchema } from '@fsmis/domain';
import type { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { officerNotices } from './officer-notices.js';
import * as repository from './officer-workflow.repository.js';
import { applyAction } from './workflow.service.js';

/** How an officer ends an application, and the status it ends in. */
export const ENDINGS = {
  void: ApplicationStatus.voided,
  withdraw: ApplicationStatus.withdrawn,
  close: ApplicationStatus.closed,
} as const;
export type Ending = keyof typeof ENDINGS;

/**
 * POST …/void, /withdraw, /close: ends the application with the officer's reason, kept as its end reason
 * and in the timeline. An open request for information becomes Obsolete. The company is told why.
 */
export function endApplication(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  ending: Ending,
  request: z.output<typeof endApplicationSchema>,
  now = new Date(),
): Promise<string> {
  const status = ENDINGS[ending];
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: ending,
      work: async (tx, application) => {
        await repository.obsoleteOpenCorrespondence(tx, application.id);
        const label = applicationStatusLabel(status, application.programme, application.category);
        return {
          result: `${application.referenceNumber} is ${label.toLowerCase()}.`,
          endReason: request.reason,
          notice: officerNotices.ended(application, status, request.reason),
        };
      },
    },
    now,
  );
}
