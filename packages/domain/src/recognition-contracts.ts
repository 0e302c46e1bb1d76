import { z } from 'zod';
import { applicationCategorySchema } from './application-category.js';
import {
  attachmentIds,
  workflowDocumentSchema,
  workflowPartySchema,
} from './application-workflow-contracts.js';
import { caseActionSchema } from './case-action-contracts.js';
import { companyRecognitionStatusSchema } from './company-recognition.js';
import { formatNumber } from './format-number.js';
import {
  PENDING_DETAILS_ACTIONS,
  type PendingDetailsAction,
  pendingDetailsStatusSchema,
} from './pending-details.js';
import { programmeSchema } from './programme.js';
import { RECOGNITION_EVENT_SUBJECTS } from './recognition-event.js';
import { RECOGNITION_COMPANY_ACTIONS } from './recognition-lifecycle.js';
import { suspensionStatusSchema } from './suspension.js';
import { SUSPENSION_ACTIONS, type SuspensionAction } from './suspension-transitions.js';
import { guidSchema, limitedVisibleText } from './validation.js';

/**
 * The contracts of a recognition over its life (docs/requirements.md §7 "Other":
 * /api/companies/recognition/…): the recognition and its page, its suspensions with their timeline, its
 * pending details, and the bodies of the company's steps. The API validates and serialises with these; the
 * web reads with the same. The officer's steps and views are in recognition-officer-contracts.ts, which the
 * portal's pages never load.
 */

const instant = z.iso.datetime();
/** A calendar date, `yyyy-mm-dd`, read in Singapore. */
export const recognitionDay = z.iso.date('Enter a real date');
const TEXT_MAX = 5000;
export const RECOGNITION_REASON_MAX = 2000;

/** Text a step's body requires, at most `max` characters, with the messages a 400 gives. */
export const recognitionText = (required: string, what: string, max = TEXT_MAX) =>
  limitedVisibleText(required, max, `${what} must be ${formatNumber(max)} characters or fewer`);

/** A suspension's status in brief, for the recognition it belongs to. */
export const openSuspensionSchema = z.object({
  id: z.uuid(),
  status: suspensionStatusSchema,
  statusLabel: z.string(),
});

/** A company's recognition in one programme (GET /api/companies/recognition: one per programme at most). */
export const companyRecognitionSchema = z.object({
  id: z.uuid(),
  programme: programmeSchema,
  programmeLabel: z.string(),
  status: companyRecognitionStatusSchema,
  statusLabel: z.string(),
  recognitionNumber: z.string(),
  validFrom: instant,
  validUntil: instant,
  scopeSummary: z.string(),
  /** Suspended, or an appeal against the suspension in progress. */
  hasOngoingSuspension: z.boolean(),
  /** Revoked: the company may not apply under this programme. */
  isRestricted: z.boolean(),
  /** Whole days left before expiry (negative once expired). */
  daysUntilExpiry: z.int(),
  /** A current recognition within its renewal window, with no renewal submitted yet (isRenewalCalledFor). */
  renewalDue: z.boolean(),
  /** The renewal application submitted and being processed (not a Draft, not ended), if any. */
  renewalInProgress: z
    .object({ applicationId: z.uuid(), referenceNumber: z.string(), statusLabel: z.string() })
    .nullable(),
  /** The suspension under way (proposed, suspended or under appeal), if any. */
  openSuspension: openSuspensionSchema.nullable(),
  /** Details the recognition still owes that the company must provide. */
  pendingDetailsCount: z.int().min(0),
});
export type CompanyRecognition = z.infer<typeof companyRecognitionSchema>;

export const recognitionParamsSchema = z.object({ id: guidSchema });
export const suspensionParamsSchema = z.object({ id: guidSchema, sid: guidSchema });
export const pendingDetailsParamsSchema = z.object({ id: guidSchema, pid: guidSchema });
export const recognitionDocumentParamsSchema = z.object({ id: guidSchema, docId: guidSchema });

/** One of the company's actions on its recognition, open or not and why, with where it starts. */
export const recognitionActionSchema = caseActionSchema(RECOGNITION_COMPANY_ACTIONS).extend({
  /** "Renew this recognition", "Withdraw this recognition" … */
  label: z.string(),
  /** Where the action starts in the portal, e.g. `/application/lrp/renewal`. */
  path: z.string(),
});
export type RecognitionAction = z.infer<typeof recognitionActionSchema>;

/** GET /api/companies/recognition/not-available-action: what the company may not do, and why. */
export const notAvailableActionSchema = z.object({
  recognitionId: z.uuid(),
  programme: programmeSchema,
  action: z.enum(RECOGNITION_COMPANY_ACTIONS),
  label: z.string(),
  reason: z.string(),
});
export type NotAvailableAction = z.infer<typeof notAvailableActionSchema>;

/** An application whose outcome granted, renewed, re-scoped or updated the recognition. */
export const recognitionGrantSchema = z.object({
  applicationId: z.uuid(),
  referenceNumber: z.string(),
  category: applicationCategorySchema,
  categoryLabel: z.string(),
  /** "Granted", "Renewed", "Scope changed", "Company details updated". */
  outcome: z.string(),
  recognisedAt: instant,
});
export type RecognitionGrant = z.infer<typeof recognitionGrantSchema>;

/** One line of a recognition's history or of a suspension's timeline, with the documents given with it. */
export const recognitionEventSchema = z.object({
  id: z.uuid(),
  subject: z.enum(RECOGNITION_EVENT_SUBJECTS),
  /** The action, e.g. `suspend`, `appeal`, `expire`, `withdraw`, `provide`. */
  action: z.string(),
  /** What happened, in words: "Appeal submitted". */
  title: z.string(),
  detail: z.string().nullable(),
  /** The status it led to, in words ("Suspended", "Appeal Submitted"), where it changed one. */
  statusLabel: z.string().nullable(),
  actorName: z.string().nullable(),
  /** Null for what the portal did by itself (an expiry). */
  actorParty: workflowPartySchema.nullable(),
  at: instant,
  documents: z.array(workflowDocumentSchema),
});
export type RecognitionEvent = z.infer<typeof recognitionEventSchema>;

export const suspensionSummarySchema = z.object({
  id: z.uuid(),
  recognitionId: z.uuid(),
  status: suspensionStatusSchema,
  statusLabel: z.string(),
  grounds: z.string(),
  proposedAt: instant,
  /** When the recognition was suspended (status 4), if it was. */
  suspendedAt: instant.nullable(),
  /** The last moment an appeal is accepted, once suspended. */
  appealDeadline: instant.nullable(),
  appealMade: z.boolean(),
  ended: z.boolean(),
  /** Every action of the reader's side, open or not and why not (the suspension's case). */
  actions: z.array(caseActionSchema(SUSPENSION_ACTIONS as [SuspensionAction, ...SuspensionAction[]])),
});
export type SuspensionSummary = z.infer<typeof suspensionSummarySchema>;

/** GET /api/companies/recognition/{id}/suspension/{sid}: one suspension, its timeline and the company's steps. */
export const suspensionViewSchema = z.object({
  suspension: suspensionSummarySchema,
  programme: programmeSchema,
  programmeLabel: z.string(),
  recognitionNumber: z.string(),
  recognitionStatusLabel: z.string(),
  /** The officer's open question while details are required. */
  detailsRequest: z.string().nullable(),
  timeline: z.array(recognitionEventSchema),
});
export type SuspensionView = z.infer<typeof suspensionViewSchema>;

export const pendingDetailsItemSchema = z.object({
  id: z.uuid(),
  recognitionId: z.uuid(),
  description: z.string(),
  dueDate: recognitionDay.nullable(),
  status: pendingDetailsStatusSchema,
  statusLabel: z.string(),
  requestedAt: instant,
  /** The company's latest answer and its documents. */
  response: z.string().nullable(),
  respondedAt: instant.nullable(),
  documents: z.array(workflowDocumentSchema),
  /** Why the officer returned the last answer, while it must be provided again. */
  returnReason: z.string().nullable(),
  /** Every action of the reader's side, open or not and why not (the pending details' case). */
  actions: z.array(
    caseActionSchema(PENDING_DETAILS_ACTIONS as [PendingDetailsAction, ...PendingDetailsAction[]]),
  ),
});
export type PendingDetailsItem = z.infer<typeof pendingDetailsItemSchema>;

/** GET /api/companies/recognition/{id}: the recognition page. */
export const recognitionViewSchema = z.object({
  recognition: companyRecognitionSchema,
  actions: z.array(recognitionActionSchema),
  grants: z.array(recognitionGrantSchema),
  history: z.array(recognitionEventSchema),
  suspensions: z.array(suspensionSummarySchema),
  pendingDetails: z.array(pendingDetailsItemSchema),
  /** The renewal window, in days before expiry, for the reminder's words. */
  renewalWindowDays: z.int().min(0),
});
export type RecognitionView = z.infer<typeof recognitionViewSchema>;

// The company's steps.

/** POST …/suspension/{sid}/appeal. */
export const suspensionAppealSchema = z.object({
  statement: recognitionText('Enter your grounds of appeal', 'Your grounds of appeal'),
  attachmentIds: attachmentIds(10, 'supporting documents'),
});
export type SuspensionAppeal = z.input<typeof suspensionAppealSchema>;

/** POST …/suspension/{sid}/details: the company's answer while details are required. */
export const suspensionDetailsSchema = z.object({
  response: recognitionText('Enter the details asked for', 'Your answer'),
  attachmentIds: attachmentIds(10, 'documents'),
});
export type SuspensionDetails = z.input<typeof suspensionDetailsSchema>;

/** POST /api/companies/recognition/{id}/withdraw. */
export const recognitionWithdrawalSchema = z.object({
  reason: recognitionText(
    'Enter why you are withdrawing this recognition',
    'The reason',
    RECOGNITION_REASON_MAX,
  ),
  confirm: z.literal(true, 'Confirm that you want to withdraw this recognition'),
});
export type RecognitionWithdrawal = z.input<typeof recognitionWithdrawalSchema>;

/** POST /api/companies/recognition/{id}/pending-details/{pid}: the company provides what is owed. */
export const pendingDetailsAnswerSchema = z.object({
  response: recognitionText('Enter the details', 'The details'),
  attachmentIds: attachmentIds(10, 'documents'),
});
export type PendingDetailsAnswer = z.input<typeof pendingDetailsAnswerSchema>;
