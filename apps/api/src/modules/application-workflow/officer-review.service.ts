import {
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type correctiveActionReviewSchema,
  formatDay,
  formatMoment,
  type requestInformationSchema,
  type scheduleVerificationSchema,
  type verificationOutcomeSchema,
  type verificationReportSchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { requireNotPast } from './due-dates.js';
import { officerNotices } from './officer-notices.js';
import * as repository from './officer-workflow.repository.js';
import { applyAction } from './workflow.service.js';
import { applyWithFiles } from './workflow-files.js';

/**
 * The officer's review of a submitted application: requests for information, the site verification and
 * its outcome, and the review of corrective actions. Each answers the sentence that confirms it.
 */

const day = (date: string) => formatDay(date);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** POST …/correspondence-emails: a new round of request for information (Application Review -> Request For Information). */
export async function requestInformation(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof requestInformationSchema>,
  now = new Date(),
): Promise<string> {
  requireNotPast(request.dueDate, 'dueDate', now);
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'request-information',
      work: async (tx, application) => {
        const round = await repository.nextCorrespondenceRound(tx, application.id);
        await repository.insertCorrespondence(tx, {
          applicationId: application.id,
          round,
          subject: request.subject,
          message: request.message,
          documentsRequested: request.documentsRequested,
          dueDate: request.dueDate,
          status: CorrespondenceStatus.sent,
          sentAt: now,
          sentByUserId: actor.userId,
        });
        return {
          result: `Sent request for information ${round} on ${application.referenceNumber}; the answer is due by ${day(request.dueDate)}.`,
          detail: `Round ${round}: ${request.subject}`,
          notice: officerNotices.requestInformation(application, request),
        };
      },
    },
    now,
  );
}

/** POST …/verification: schedule the site verification (Application Review -> Verification Check). */
export async function scheduleVerification(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof scheduleVerificationSchema>,
  now = new Date(),
): Promise<string> {
  const scheduledFor = new Date(request.scheduledFor);
  const when = formatMoment(scheduledFor);
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'start-verification',
      work: async (tx, application) => {
        await repository.scheduleVerification(tx, {
          applicationId: application.id,
          scheduledFor,
          location: request.location,
          notes: request.notes,
          createdByUserId: actor.userId,
        });
        return {
          result: `Scheduled the site verification of ${application.referenceNumber} for ${when} at ${request.location}.`,
          detail: `${when} at ${request.location}`,
          notice: officerNotices.verificationScheduled(application, {
            scheduledFor,
            location: request.location,
          }),
        };
      },
    },
    now,
  );
}

/** POST …/verification/report: the report of the site verification (a step of Verification Check). */
export async function uploadVerificationReport(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof verificationReportSchema>,
  now = new Date(),
): Promise<string> {
  return applyWithFiles(
    context,
    actor,
    applicationId,
    {
      name: 'verification-report',
      work: async (tx, application, files) => {
        const verification = await repository.findVerification(tx, application.id);
        if (!verification) throw conflict('Schedule the site verification before you upload its report.');
        const file = await files.take(request.file);
        await repository.updateVerification(tx, verification.id, { reportAttachmentId: file.attachmentId });
        return {
          result: `Uploaded the site verification report of ${application.referenceNumber}: ${file.fileName}.`,
          detail: file.fileName,
        };
      },
    },
    now,
  );
}

/** POST …/verification/outcome: findings raised (-> Pending Findings Acknowledgement), or none (-> Preparation). */
export async function recordVerificationOutcome(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof verificationOutcomeSchema>,
  now = new Date(),
): Promise<string> {
  const { findings } = request;
  findings.forEach((finding, index) => {
    requireNotPast(finding.dueDate, `findings.${index}.dueDate`, now);
  });
  const earliestDue = findings.map((finding) => finding.dueDate).sort()[0];
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: earliestDue ? 'raise-findings' : 'verify-without-findings',
      work: async (tx, application) => {
        const verification = await repository.findVerification(tx, application.id);
        if (verification) {
          await repository.updateVerification(tx, verification.id, {
            outcome: earliestDue ? 'findings' : 'no-findings',
            completedAt: now,
          });
        }
        if (!earliestDue) {
          return {
            result: `Completed the site verification of ${application.referenceNumber} without findings.`,
            notice: officerNotices.verifiedWithoutFindings(application),
          };
        }
        const first = await repository.nextFindingNumber(tx, application.id);
        await repository.insertFindings(
          tx,
          findings.map((finding, index) => ({
            applicationId: application.id,
            number: first + index,
            clause: finding.clause,
            description: finding.description,
            severity: finding.severity,
            dueDate: finding.dueDate,
            createdAt: now,
          })),
        );
        const raised = plural(findings.length, 'finding');
        return {
          result: `Raised ${raised} on ${application.referenceNumber}; the company must acknowledge them by ${day(earliestDue)}.`,
          detail: `${raised} raised`,
          notice: officerNotices.findingsRaised(application, {
            count: findings.length,
            dueDate: earliestDue,
          }),
        };
      },
    },
    now,
  );
}

/**
 * POST …/corrective-action-review: accepts or rejects each submitted corrective action. Any rejection
 * returns the findings to the company (Pending Corrective Action); all accepted moves on to Preparation
 * Of Approval Documents. Every submitted action needs a decision.
 */
export async function reviewCorrectiveActions(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof correctiveActionReviewSchema>,
  now = new Date(),
): Promise<string> {
  const { decisions } = request;
  if (new Set(decisions.map((decision) => decision.findingId)).size !== decisions.length) {
    throw badRequest({ decisions: ['Decide on each finding once'] });
  }
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'accept-corrective-actions',
      work: async (tx, application) => {
        const findings = new Map(
          (await repository.findFindingsWithLatestAction(tx, application.id)).map((row) => [
            row.findingId,
            row,
          ]),
        );
        for (const decision of decisions) {
          const finding = findings.get(decision.findingId);
          if (!finding) throw badRequest({ decisions: ['Choose findings of this application'] });
          if (!finding.actionId || finding.actionStatus !== CorrectiveActionStatus.submitted) {
            throw conflict(`Finding ${finding.number} has no corrective action waiting for a decision.`);
          }
          const rejected = decision.decision === 'rejected';
          await repository.updateCorrectiveAction(tx, finding.actionId, {
            status: rejected ? CorrectiveActionStatus.rejected : CorrectiveActionStatus.accepted,
            rejectionReason: rejected ? decision.reason : null,
            reviewedAt: now,
            reviewedByUserId: actor.userId,
          });
        }
        const rejected = decisions.filter((decision) => decision.decision === 'rejected').length;
        const accepted = decisions.length - rejected;
        const tally = `${accepted} accepted, ${rejected} rejected`;
        return rejected > 0
          ? {
              result: `Returned ${plural(rejected, 'corrective action')} on ${application.referenceNumber} to the company (${tally}).`,
              move: 'reject-corrective-actions' as const,
              detail: tally,
              notice: officerNotices.correctiveActionsRejected(application, rejected),
            }
          : {
              result: `Accepted the corrective actions on ${application.referenceNumber} (${tally}).`,
              move: 'accept-corrective-actions' as const,
              detail: tally,
              notice: officerNotices.correctiveActionsAccepted(application),
            };
      },
    },
    now,
  );
}
