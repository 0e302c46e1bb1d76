import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  CompanyRecognitionStatus,
  type proposeSuspensionSchema,
  SUSPENSION_STATUS_LABELS,
  type SuspensionAction,
  SuspensionStatus,
  type suspensionAppealSchema,
  type suspensionDecisionSchema,
  type suspensionDetailsSchema,
  suspensionProposalRefusal,
} from '@fsmis/domain';
import type { z } from 'zod';
import { asOfficer, companyActor, type WorkflowActor } from '../../cases/actors.js';
import { noticeTo, runStep } from '../../cases/run-step.js';
import { conflict } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { Session } from '../sessions/sessions.service.js';
import { suspensionProposedNotice, suspensionStepNotice } from './recognition-notices.js';
import * as repository from './recognition-records.repository.js';
import {
  type Created,
  checkedCompanyFiles,
  RECOGNITION,
  type StepResult,
  takeOfficerStepFiles,
} from './recognition-step.js';
import { type RecognitionContext, type SuspensionStep, takeSuspensionStep } from './suspension-step.js';

/**
 * The steps of a suspension (docs/domain.md "Recognitions and suspensions"): the officer proposes it and
 * decides each stage; the company answers a request for details, acknowledges the suspension and appeals.
 * Each move goes through `takeSuspensionStep`; the routes and the command line call these.
 */

/** The officer's decisions on a suspension, each named after its route. */
export const OFFICER_SUSPENSION_ACTIONS = [
  'require-details',
  'reject',
  'suspend',
  'consider-reinstatement',
  'reinstate',
  'revoke',
] as const satisfies readonly SuspensionAction[];
export type OfficerSuspensionAction = (typeof OFFICER_SUSPENSION_ACTIONS)[number];

/** The sentence that confirms each move to whoever took it. */
const CONFIRMATIONS: Readonly<Record<SuspensionAction, string>> = {
  'require-details': 'The company has been asked for details.',
  reject: 'The suspension has been rejected.',
  suspend: 'The recognition is suspended.',
  'provide-details': 'Your details have been sent.',
  acknowledge: 'You have acknowledged the suspension.',
  appeal: 'Your appeal has been submitted.',
  'consider-reinstatement': 'The recognition is put forward for reinstatement.',
  reinstate: 'The recognition is reinstated.',
  revoke: 'The recognition is revoked.',
};

const answered = (status: SuspensionStatus, action: SuspensionAction): StepResult => ({
  status,
  statusLabel: SUSPENSION_STATUS_LABELS[status],
  message: CONFIRMATIONS[action],
});

/**
 * POST /api/officer/recognitions/{id}/suspensions: proposes to suspend a current recognition on the
 * officer's grounds (Suspension Requested), with the documents that support them. One suspension is under
 * way at a time: a second proposal is refused, even one made at the same moment.
 */
export async function proposeSuspension(
  context: RecognitionContext,
  actor: WorkflowActor,
  recognitionId: string,
  body: z.output<typeof proposeSuspensionSchema>,
  now = new Date(),
): Promise<Created> {
  const officer = asOfficer(actor);
  try {
    return await runStep(
      context,
      officer,
      RECOGNITION,
      { recognitionId },
      {
        refusal: async (tx, recognition) =>
          suspensionProposalRefusal(
            recognition.status,
            (await repository.findOpenSuspension(tx, recognition.id)) !== null,
          ),
        work: async (tx, recognition) => {
          const status = recognition.status;
          const suspension = await repository.insertSuspension(tx, {
            recognitionId: recognition.id,
            status: SuspensionStatus.suspensionRequested,
            reason: body.grounds,
            proposedByUserId: officer.userId,
            createdAt: now,
            updatedAt: now,
          });
          const owner = { companyId: recognition.companyId, officerUserId: officer.userId };
          const requested = suspension.status;
          return {
            result: {
              id: suspension.id,
              message: `The suspension of ${recognition.recognitionNumber} has been proposed.`,
            },
            history: {
              event: {
                subject: 'suspension' as const,
                subjectId: suspension.id,
                action: 'propose',
                fromStatus: null,
                toStatus: requested,
                detail: body.grounds,
              },
              attachmentIds: await takeOfficerStepFiles(tx, owner, body.files),
            },
            audit: {
              action: 'suspension.propose',
              entityType: 'recognition-suspension',
              entityId: suspension.id,
              before: null,
              after: {
                status: SUSPENSION_STATUS_LABELS[requested],
                recognition: COMPANY_RECOGNITION_STATUS_LABELS[status],
                detail: body.grounds,
              },
            },
            notices: noticeTo(
              recognition.companyId,
              suspensionProposedNotice(recognition, suspension, body.grounds),
            ),
          };
        },
      },
      now,
    );
  } catch (error) {
    // Two proposals at once: the index that keeps one suspension under way stops the second.
    if (isUniqueViolation(error)) {
      const refusal = suspensionProposalRefusal(CompanyRecognitionStatus.recognised, true);
      if (refusal) throw conflict(refusal);
    }
    throw error;
  }
}

/**
 * POST /api/officer/recognitions/suspensions/{sid}/{action}: the officer's decision on a suspension, with
 * the reason (the question, when details are required) and any documents.
 */
export async function decideSuspension(
  context: RecognitionContext,
  actor: WorkflowActor,
  suspensionId: string,
  action: OfficerSuspensionAction,
  body: z.output<typeof suspensionDecisionSchema>,
  now = new Date(),
): Promise<StepResult> {
  const officer = asOfficer(actor);
  const to = await takeSuspensionStep(
    context,
    officer,
    { suspensionId },
    {
      action,
      detail: body.reason,
      files: (tx, { recognition }) =>
        takeOfficerStepFiles(
          tx,
          { companyId: recognition.companyId, officerUserId: officer.userId },
          body.files,
        ),
      notice: (moved) => suspensionStepNotice(action, moved, body.reason),
    },
    now,
  );
  return answered(to, action);
}

type CompanySession = Pick<Session, 'userId' | 'companyId'>;

/** One of the company's steps on its own suspension, confirmed to it in the portal. */
async function companyStep(
  context: RecognitionContext,
  session: CompanySession,
  where: { readonly recognitionId: string; readonly suspensionId: string },
  step: { action: SuspensionAction; detail: string | null; attachmentIds?: readonly string[] },
  now: Date,
): Promise<StepResult> {
  const { attachmentIds = [] } = step;
  const move: SuspensionStep = {
    action: step.action,
    detail: step.detail,
    files: (tx, { recognition }) => checkedCompanyFiles(tx, recognition.companyId, attachmentIds),
    notice: (moved) => suspensionStepNotice(step.action, moved, step.detail),
  };
  const to = await takeSuspensionStep(context, companyActor(session), where, move, now);
  return answered(to, step.action);
}

/** POST /api/companies/recognition/{id}/suspension/{sid}/acknowledge. */
export function acknowledgeSuspension(
  context: RecognitionContext,
  session: CompanySession,
  where: { readonly recognitionId: string; readonly suspensionId: string },
  now = new Date(),
): Promise<StepResult> {
  return companyStep(context, session, where, { action: 'acknowledge', detail: null }, now);
}

/** POST /api/companies/recognition/{id}/suspension/{sid}/appeal: within the appeal period only. */
export function appealSuspension(
  context: RecognitionContext,
  session: CompanySession,
  where: { readonly recognitionId: string; readonly suspensionId: string },
  body: z.output<typeof suspensionAppealSchema>,
  now = new Date(),
): Promise<StepResult> {
  return companyStep(
    context,
    session,
    where,
    { action: 'appeal', detail: body.statement, attachmentIds: body.attachmentIds },
    now,
  );
}

/** POST /api/companies/recognition/{id}/suspension/{sid}/details: the answer while details are required. */
export function provideSuspensionDetails(
  context: RecognitionContext,
  session: CompanySession,
  where: { readonly recognitionId: string; readonly suspensionId: string },
  body: z.output<typeof suspensionDetailsSchema>,
  now = new Date(),
): Promise<StepResult> {
  return companyStep(
    context,
    session,
    where,
    { action: 'provide-details', detail: body.response, attachmentIds: body.attachmentIds },
    now,
  );
}
