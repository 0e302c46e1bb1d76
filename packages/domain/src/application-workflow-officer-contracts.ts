import { z } from 'zod';
import { FINDING_SEVERITIES, FindingSeverity } from './application-workflow.js';
import {
  WORKFLOW_COMMENT_MAX,
  WORKFLOW_RESPONSE_MAX,
  workflowDay,
} from './application-workflow-contracts.js';
import { formatNumber } from './format-number.js';
import { officerFileSchema } from './officer-file.js';
import { limitedVisibleText } from './validation.js';

/**
 * The bodies of the officer's steps on an application (/api/officer/applications/…), apart from the
 * contracts the portal's pages read: zod keeps every schema of a module it keeps.
 */

const instant = z.iso.datetime();

const reason = limitedVisibleText(
  'Enter the reason',
  WORKFLOW_COMMENT_MAX,
  `The reason must be ${formatNumber(WORKFLOW_COMMENT_MAX)} characters or fewer`,
);

/** POST /api/officer/applications/{id}/correspondence-emails: a request for information. */
export const requestInformationSchema = z.object({
  subject: limitedVisibleText('Enter a subject', 200, 'The subject must be 200 characters or fewer'),
  message: limitedVisibleText(
    'Enter the message',
    WORKFLOW_RESPONSE_MAX,
    `The message must be ${formatNumber(WORKFLOW_RESPONSE_MAX)} characters or fewer`,
  ),
  documentsRequested: z
    .array(limitedVisibleText('Name the document', 200, 'Name it in 200 characters or fewer'))
    .max(20)
    .default([]),
  dueDate: workflowDay,
});
export type RequestInformation = z.input<typeof requestInformationSchema>;

/** POST /api/officer/applications/{id}/verification: schedule the site verification. */
export const scheduleVerificationSchema = z.object({
  scheduledFor: instant,
  location: limitedVisibleText(
    'Enter where the verification takes place',
    300,
    'The location must be 300 characters or fewer',
  ),
  notes: z
    .string()
    .max(WORKFLOW_COMMENT_MAX)
    .transform((text) => text.trim())
    .default(''),
});
export type ScheduleVerification = z.input<typeof scheduleVerificationSchema>;

/** POST /api/officer/applications/{id}/verification/report. */
export const verificationReportSchema = z.object({ file: officerFileSchema });

export const newFindingSchema = z.object({
  clause: limitedVisibleText('Enter the clause', 100, 'The clause must be 100 characters or fewer'),
  description: limitedVisibleText(
    'Describe the finding',
    WORKFLOW_RESPONSE_MAX,
    `The description must be ${formatNumber(WORKFLOW_RESPONSE_MAX)} characters or fewer`,
  ),
  severity: z
    .union(FINDING_SEVERITIES.map((code) => z.literal(code)))
    .or(z.enum(['minor', 'major', 'critical']).transform((name) => FindingSeverity[name])),
  dueDate: workflowDay,
});
export type NewFinding = z.input<typeof newFindingSchema>;

/** POST /api/officer/applications/{id}/verification/outcome: findings raised, or none. */
export const verificationOutcomeSchema = z.object({
  findings: z.array(newFindingSchema).max(50, 'Raise at most 50 findings at once'),
});
export type VerificationOutcome = z.input<typeof verificationOutcomeSchema>;

/** POST /api/officer/applications/{id}/corrective-action-review: a decision on each submitted action. */
export const correctiveActionReviewSchema = z.object({
  decisions: z
    .array(
      z
        .object({
          findingId: z.uuid(),
          decision: z.enum(['accepted', 'rejected'], 'Choose accept or reject'),
          reason: z
            .string()
            .max(WORKFLOW_COMMENT_MAX)
            .transform((text) => text.trim())
            .default(''),
        })
        .refine((d) => d.decision === 'accepted' || d.reason !== '', {
          path: ['reason'],
          message: 'Explain why the corrective action is rejected',
        }),
    )
    .min(1, 'Decide on at least one corrective action'),
});
export type CorrectiveActionReview = z.input<typeof correctiveActionReviewSchema>;

/** POST /api/officer/applications/{id}/approval-document: add an approval document. */
export const newApprovalDocumentSchema = z.object({
  title: limitedVisibleText('Enter the document title', 200, 'The title must be 200 characters or fewer'),
  file: officerFileSchema,
  /** A document already in force that the company need not review. */
  existing: z.boolean().default(false),
});
export type NewApprovalDocument = z.input<typeof newApprovalDocumentSchema>;

/** POST /api/officer/applications/{id}/approval-document/{docId}/versions: replace it with a new version. */
export const newApprovalVersionSchema = z.object({
  file: officerFileSchema,
  note: z
    .string()
    .max(WORKFLOW_COMMENT_MAX)
    .transform((text) => text.trim())
    .default(''),
});
export type NewApprovalVersion = z.input<typeof newApprovalVersionSchema>;

/** POST /api/officer/applications/{id}/invoice: issue the fee invoice (its lines come from the template's fees). */
export const issueInvoiceSchema = z.object({ dueDate: workflowDay });
export type IssueInvoice = z.input<typeof issueInvoiceSchema>;

/** POST /api/officer/applications/{id}/void, /withdraw, /close. */
export const endApplicationSchema = z.object({ reason });
export type EndApplication = z.input<typeof endApplicationSchema>;
