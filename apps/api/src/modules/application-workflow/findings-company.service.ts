import {
  type ApplicationCase,
  CorrectiveActionStatus,
  type correctiveActionDraftSchema,
  type Finding,
} from '@fsmis/domain';
import type { z } from 'zod';
import { companyActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { checkCompanyFiles } from '../../cases/company-files.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import { companyCase, ownStepNotice, takeCompanyStep } from './company-step.js';
import * as repository from './company-steps.repository.js';
import { applyAction } from './workflow.service.js';

export const FINDING_MESSAGES = {
  notFound: 'We could not find this finding.',
  submitted: 'This corrective action has been submitted and can no longer be changed.',
  accepted: 'This corrective action has been accepted and can no longer be changed.',
} as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** POST /api/applications/{id}/acknowledge: the company acknowledges every finding of the verification. */
export async function acknowledgeFindings(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationCase> {
  return takeCompanyStep(
    context,
    session,
    applicationId,
    {
      name: 'acknowledge',
      work: async (tx, application) => {
        const count = await repository.acknowledgeFindings(tx, application.id, session.userId, now);
        return {
          result: null,
          detail: `${plural(count, 'finding')} acknowledged`,
          notice: ownStepNotice(
            application,
            'Findings acknowledged',
            `You acknowledged the findings of application ${application.referenceNumber}. Write a corrective action for each finding and submit them by their due dates.`,
          ),
        };
      },
    },
    now,
  );
}

/**
 * PUT /api/applications/{id}/corrective-action: saves the draft corrective action of one finding. A
 * finding with none yet, or whose latest was rejected, gets a new attempt; a submitted or accepted one
 * stays as it is.
 */
export async function saveCorrectiveAction(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  draft: z.output<typeof correctiveActionDraftSchema>,
  now = new Date(),
): Promise<Finding> {
  await applyAction(
    context,
    companyActor(session),
    applicationId,
    {
      name: 'save-corrective-action',
      recorded: false,
      work: async (tx, application) => {
        const finding = await repository.findFinding(tx, application.id, draft.findingId);
        if (!finding) throw notFound(FINDING_MESSAGES.notFound);
        await checkCompanyFiles(tx, session.companyId, draft.attachmentIds, 'attachmentIds');
        const latest = await repository.latestCorrectiveAction(tx, finding.id);
        const saved = {
          text: draft.text,
          attachmentIds: draft.attachmentIds,
          updatedAt: now,
          updatedByUserId: session.userId,
        };
        if (latest?.status === CorrectiveActionStatus.submitted) throw conflict(FINDING_MESSAGES.submitted);
        if (latest?.status === CorrectiveActionStatus.accepted) throw conflict(FINDING_MESSAGES.accepted);
        if (latest?.status === CorrectiveActionStatus.draft) {
          await repository.updateCorrectiveAction(tx, latest.id, saved);
        } else {
          await repository.insertCorrectiveAction(tx, {
            findingId: finding.id,
            attempt: (latest?.attempt ?? 0) + 1,
            status: CorrectiveActionStatus.draft,
            ...saved,
          });
        }
        return { result: null };
      },
    },
    now,
  );
  const shown = await companyCase(context, session, applicationId, now);
  const finding = shown.workflow.findings.find((item) => item.id === draft.findingId);
  if (!finding) throw notFound(FINDING_MESSAGES.notFound);
  return finding;
}

/**
 * POST /api/applications/{id}/findings-corrected: submits every drafted corrective action. The move's
 * guard refuses (and nothing is submitted) while a finding still lacks one.
 */
export async function submitCorrectiveActions(
  context: WorkflowContext,
  session: Session,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationCase> {
  return takeCompanyStep(
    context,
    session,
    applicationId,
    {
      name: 'findings-corrected',
      work: async (tx, application) => {
        const count = await repository.submitDrafts(tx, application.id, now);
        return {
          result: null,
          detail: `${plural(count, 'corrective action')} submitted`,
          notice: ownStepNotice(
            application,
            'Corrective actions submitted',
            `Your corrective actions for application ${application.referenceNumber} have been submitted. We will let you know when we have reviewed them.`,
          ),
        };
      },
    },
    now,
  );
}
