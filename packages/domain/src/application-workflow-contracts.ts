import { z } from 'zod';
import { applicationDetailsSchema } from './application-contracts.js';
import { applicationStatusSchema } from './application-status.js';
import { APPLICATION_STEPS, type ApplicationStep } from './application-steps.js';
import { correctiveActionStatusSchema, findingSeveritySchema } from './application-workflow.js';
import { attachmentScanStatusSchema } from './attachment.js';
import { caseActionSchema } from './case-action-contracts.js';
import { correspondenceStatusSchema } from './correspondence.js';
import { formatNumber } from './format-number.js';
import { paymentDetailsSchema } from './payment-details-contracts.js';
import { reviewResponseStatusSchema } from './review-response.js';
import { APPLICATION_ACTIONS, type ApplicationAction } from './transitions.js';
import { guidSchema, limitedVisibleText } from './validation.js';

/**
 * The contracts of an application's workflow after submission (docs/requirements.md §7, everything under
 * /api/applications/{id}/): requests for information, the site verification, findings and corrective
 * actions, approval documents and their review, the invoice, comments and the timeline. The API
 * validates and serialises with these, the web and the command line read with the same. The bodies of
 * the officer's steps are in application-workflow-officer-contracts.ts, which the portal never loads.
 */

const instant = z.iso.datetime();
/** A calendar date, `yyyy-mm-dd`, read in Singapore. */
export const workflowDay = z.iso.date('Enter a real date');
/** Every action of an application, its moves then its steps, as the list of actions names them. */
export const APPLICATION_ACTION_NAMES = [
  ...APPLICATION_ACTIONS,
  ...(Object.keys(APPLICATION_STEPS) as ApplicationStep[]),
] as [ApplicationAction | ApplicationStep, ...(ApplicationAction | ApplicationStep)[]];
const actionSchema = caseActionSchema(APPLICATION_ACTION_NAMES);
/** The company's uploaded files given with a step: at most `max`, each once. */
export const attachmentIds = (max: number, what: string) =>
  z
    .array(z.uuid('Choose a file you uploaded'))
    .max(max, `Attach at most ${max} ${what}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Attach each file once')
    .default([]);

/** Who wrote or did something: the company's user or an officer of the regulator. */
export const WORKFLOW_PARTIES = ['company', 'officer'] as const;
export type WorkflowParty = (typeof WORKFLOW_PARTIES)[number];
export const workflowPartySchema = z.enum(WORKFLOW_PARTIES);

/** What the site verification found, once the officer records it: findings to answer, or none. */
export const SITE_VERIFICATION_OUTCOMES = ['findings', 'no-findings'] as const;
export type SiteVerificationOutcome = (typeof SITE_VERIFICATION_OUTCOMES)[number];

/** A file of the workflow (an officer's report or document, the company's evidence), with its scan. */
export const workflowDocumentSchema = z.object({
  attachmentId: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  scanStatus: attachmentScanStatusSchema,
  uploadedAt: instant,
});
export type WorkflowDocument = z.infer<typeof workflowDocumentSchema>;

/** One round of request for information and the company's answer. */
export const correspondenceSchema = z.object({
  id: z.uuid(),
  round: z.int().min(1),
  subject: z.string(),
  message: z.string(),
  /** The documents the officer asks for, by name. */
  documentsRequested: z.array(z.string()),
  dueDate: workflowDay,
  /** Sent while it awaits an answer, Acknowledged once answered, Obsolete when the application ended first. */
  status: correspondenceStatusSchema,
  statusLabel: z.string(),
  sentAt: instant,
  sentByName: z.string(),
  response: z
    .object({
      text: z.string(),
      documents: z.array(workflowDocumentSchema),
      respondedAt: instant,
      respondedByName: z.string(),
    })
    .nullable(),
});
export type Correspondence = z.infer<typeof correspondenceSchema>;

/** The site verification: when and where, its report, and its outcome. */
export const siteVerificationSchema = z.object({
  id: z.uuid(),
  scheduledFor: instant,
  location: z.string(),
  notes: z.string(),
  report: workflowDocumentSchema.nullable(),
  outcome: z.enum(SITE_VERIFICATION_OUTCOMES).nullable(),
  completedAt: instant.nullable(),
});
export type SiteVerification = z.infer<typeof siteVerificationSchema>;

/** One corrective action written for a finding (a finding keeps every attempt). */
export const correctiveActionSchema = z.object({
  id: z.uuid(),
  attempt: z.int().min(1),
  text: z.string(),
  documents: z.array(workflowDocumentSchema),
  status: correctiveActionStatusSchema,
  statusLabel: z.string(),
  updatedAt: instant,
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
  /** Why the officer rejected it. */
  rejectionReason: z.string().nullable(),
});
export type CorrectiveAction = z.infer<typeof correctiveActionSchema>;

export const findingSchema = z.object({
  id: z.uuid(),
  number: z.int().min(1),
  clause: z.string(),
  description: z.string(),
  severity: findingSeveritySchema,
  severityLabel: z.string(),
  dueDate: workflowDay,
  acknowledgedAt: instant.nullable(),
  /** Every corrective action, oldest first; the last is the current one. */
  correctiveActions: z.array(correctiveActionSchema),
});
export type Finding = z.infer<typeof findingSchema>;

/** One version of an approval document. */
export const approvalDocumentVersionSchema = z.object({
  id: z.uuid(),
  version: z.int().min(1),
  document: workflowDocumentSchema,
  note: z.string().nullable(),
  /** Requested while the officer prepares it (the company does not see it), Sent for review, Acknowledged once accepted, Obsolete when replaced. */
  status: correspondenceStatusSchema,
  statusLabel: z.string(),
  createdAt: instant,
  /** The company's answer to this version. */
  response: z
    .object({
      status: reviewResponseStatusSchema,
      statusLabel: z.string(),
      comment: z.string().nullable(),
      document: workflowDocumentSchema.nullable(),
      respondedAt: instant.nullable(),
      respondedByName: z.string().nullable(),
    })
    .nullable(),
});
export type ApprovalDocumentVersion = z.infer<typeof approvalDocumentVersionSchema>;

export const approvalDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Existing: a document already in force that needs no review (review response status "existing"). */
  reviewStatus: reviewResponseStatusSchema,
  reviewStatusLabel: z.string(),
  /** Versions the reader may see, oldest first; the last is current. */
  versions: z.array(approvalDocumentVersionSchema),
});
export type ApprovalDocument = z.infer<typeof approvalDocumentSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  lines: z.array(z.object({ item: z.string(), amountSgd: z.number() })),
  amountSgd: z.number(),
  dueDate: workflowDay,
  issuedAt: instant,
  paidAt: instant.nullable(),
  attachmentId: z.uuid(),
  /** How to pay it, as the regulator keeps it now (null until an officer has saved the details). */
  payment: paymentDetailsSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  authorName: z.string(),
  authorParty: workflowPartySchema,
  createdAt: instant,
});
export type Comment = z.infer<typeof commentSchema>;

/** One event of the timeline: a move of the workflow, or a step within a status. */
export const timelineEventSchema = z.object({
  id: z.uuid(),
  /** The transition's action, `create`, or a step such as `verification-report` or `comment`. */
  action: z.string(),
  /** What happened, in words: "Request for information sent". */
  title: z.string(),
  detail: z.string().nullable(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema,
  toStatusLabel: z.string(),
  actorName: z.string().nullable(),
  actorParty: workflowPartySchema.nullable(),
  at: instant,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const companyTaskSchema = z.object({
  text: z.string(),
  dueDate: workflowDay.nullable(),
  target: z.enum([
    'correspondence',
    'findings',
    'corrective-actions',
    'approval-documents',
    'declaration',
    'invoice',
  ]),
});

/** A signature given at the approval stage (the declaration of acceptance). */
export const acceptanceSchema = z.object({
  signerName: z.string(),
  signedAt: instant,
  statements: z.array(z.string()),
});

/** Everything after submission, as the reader (company or officer) may see it. */
export const applicationWorkflowSchema = z.object({
  /** "You need to: …", for the company; empty when the next step is the regulator's. */
  tasks: z.array(companyTaskSchema),
  /**
   * Every action of the reader's side, open or not and why not, from the records: the application's
   * case (`applicationActions`), so a page offers exactly what the API accepts.
   */
  actions: z.array(actionSchema),
  correspondence: z.array(correspondenceSchema),
  verification: siteVerificationSchema.nullable(),
  findings: z.array(findingSchema),
  approvalDocuments: z.array(approvalDocumentSchema),
  acceptance: acceptanceSchema.nullable(),
  invoice: invoiceSchema.nullable(),
  comments: z.array(commentSchema),
  timeline: z.array(timelineEventSchema),
  /** Why the application ended (Voided, Withdrawn, Cancelled, Closed), when it did. */
  endReason: z.string().nullable(),
  /** The recognition the application granted or changed, once Recognised. */
  recognition: z
    .object({
      recognitionNumber: z.string(),
      validFrom: instant,
      validUntil: instant,
      scopeSummary: z.string(),
    })
    .nullable(),
});
export type ApplicationWorkflow = z.infer<typeof applicationWorkflowSchema>;

/** GET /api/applications/{id} and /api/officer/applications/{id} with the workflow. */
export const applicationCaseSchema = applicationDetailsSchema.extend({ workflow: applicationWorkflowSchema });
export type ApplicationCase = z.infer<typeof applicationCaseSchema>;

/**
 * GET /api/applications/{id}/approval: the approval stage as the company sees it. Its steps keep their
 * own paths: POST …/review-response-document/{docId} answers a document, POST …/declaration-signature
 * signs the declaration.
 */
export const approvalStageSchema = z.object({
  /**
   * In the approval stage now (docs/requirements.md §4): from Approval Documents Ready to Pending Signing.
   */
  inApprovalStage: z.boolean(),
  /** The approval documents sent to the company, each with its versions and the company's responses. */
  documents: z.array(approvalDocumentSchema),
  /** The declaration of acceptance, once signed. */
  declaration: acceptanceSchema.nullable(),
});
export type ApprovalStage = z.infer<typeof approvalStageSchema>;

// ---- The company's requests ----

/** The longest answer, message or corrective action a step takes. */
export const WORKFLOW_RESPONSE_MAX = 5000;
/** The longest comment or reason a step takes. */
export const WORKFLOW_COMMENT_MAX = 2000;

/** POST /api/applications/{id}/more-info-provided: the answer to the open request for information. */
export const moreInfoProvidedSchema = z.object({
  correspondenceId: z.uuid(),
  response: limitedVisibleText(
    'Enter your answer to the request',
    WORKFLOW_RESPONSE_MAX,
    `Your answer must be ${formatNumber(WORKFLOW_RESPONSE_MAX)} characters or fewer`,
  ),
  attachmentIds: attachmentIds(10, 'documents'),
});
export type MoreInfoProvided = z.input<typeof moreInfoProvidedSchema>;

/** PUT /api/applications/{id}/corrective-action: save the draft corrective action of one finding. */
export const correctiveActionDraftSchema = z.object({
  findingId: z.uuid(),
  text: z
    .string()
    .max(
      WORKFLOW_RESPONSE_MAX,
      `The corrective action must be ${formatNumber(WORKFLOW_RESPONSE_MAX)} characters or fewer`,
    ),
  attachmentIds: attachmentIds(10, 'documents'),
});
export type CorrectiveActionDraft = z.input<typeof correctiveActionDraftSchema>;

/** POST /api/applications/{id}/review-response-document/{docId}: the company's answer to a document. */
export const reviewResponseSchema = z
  .object({
    decision: z.enum(['accepted', 'rejected'], 'Choose whether you accept the document'),
    comment: z
      .string()
      .max(
        WORKFLOW_COMMENT_MAX,
        `The comment must be ${formatNumber(WORKFLOW_COMMENT_MAX)} characters or fewer`,
      )
      .transform((text) => text.trim())
      .default(''),
    /** A marked-up copy, optional. */
    attachmentId: z.uuid().nullable().default(null),
  })
  .refine((response) => response.decision === 'accepted' || response.comment !== '', {
    path: ['comment'],
    message: 'Explain what must change in the document',
  });
export type ReviewResponse = z.input<typeof reviewResponseSchema>;

/** POST /api/applications/{id}/declaration-signature: sign the declaration of acceptance. */
export const signAcceptanceSchema = z.object({
  declarationConfirmed: z.literal(true, 'Confirm the declaration to sign it'),
});

/** POST /api/applications/{id}/comments (company and officer). */
export const newCommentSchema = z.object({
  body: limitedVisibleText(
    'Enter a comment',
    WORKFLOW_COMMENT_MAX,
    `The comment must be ${formatNumber(WORKFLOW_COMMENT_MAX)} characters or fewer`,
  ),
});
export type NewComment = z.input<typeof newCommentSchema>;

export const workflowDocumentParamsSchema = z.object({ id: guidSchema, docId: guidSchema });
export const approvalVersionParamsSchema = z.object({ id: guidSchema, versionId: guidSchema });
export const invoiceQuerySchema = z.object({ attachmentId: guidSchema });
