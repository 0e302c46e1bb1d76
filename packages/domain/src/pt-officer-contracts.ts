import { z } from 'zod';
import { attachmentScanStatusSchema } from './attachment.js';
import { caseActionSchema } from './case-action-contracts.js';
import { formatNumber } from './format-number.js';
import { officerFileSchema } from './officer-file.js';
import { ptStatusSchema, Z_SCORE_CLASSES } from './proficiency-testing.js';
import { PT_ROUND_ACTIONS } from './pt-round-case.js';
import { ptDocumentSchema } from './pt-round-contracts.js';
import {
  PT_ASSIGNED_VALUE_SOURCES,
  PT_RESULT_OUTCOMES,
  PT_SCORE_KINDS,
  PT_SIGMA_RULES,
} from './pt-scoring.js';
import { guidSchema, limitedVisibleText } from './validation.js';

/**
 * The regulator's side of a Proficiency Testing round (/api/officer/proficiency-tests/…, and
 * `npm run officer -- pt …`): creating a round with its analytes and documents, its status steps,
 * dispatches, how each analyte is scored, the statistics and the report.
 */

const instant = z.iso.datetime();
const day = z.iso.date('Enter a real date');
const text = (required: string, what: string, max: number) =>
  limitedVisibleText(required, max, `${what} must be ${formatNumber(max)} characters or fewer`);

export const PT_DOCUMENT_KINDS = ['general', 'participant-package', 'report'] as const;
export type PtDocumentKind = (typeof PT_DOCUMENT_KINDS)[number];

/** POST /api/officer/proficiency-tests: a new round, in Draft. */
export const createPtRoundSchema = z
  .object({
    name: text('Enter the name of the round', 'The name', 200),
    matrix: text('Enter the matrix', 'The matrix', 200),
    description: z.string().trim().max(2000, 'The description must be 2,000 characters or fewer').default(''),
    feeSgd: z.number('Enter the fee in dollars').min(0, 'The fee cannot be negative').max(100_000).default(0),
    registrationOpensOn: day,
    registrationClosesOn: day,
    dispatchOn: day,
    resultsDueOn: day,
    analytes: z
      .array(
        z.object({
          name: text('Enter the analyte’s name', 'The analyte’s name', 200),
          unit: text('Enter the analyte’s unit', 'The unit', 50),
        }),
      )
      .min(1, 'Add at least one analyte')
      .max(50, 'Add at most 50 analytes'),
  })
  .refine((round) => round.registrationOpensOn < round.registrationClosesOn, {
    message: 'Registration must close after it opens',
    path: ['registrationClosesOn'],
  })
  .refine((round) => round.registrationClosesOn <= round.dispatchOn, {
    message: 'Test items are dispatched once registration has closed',
    path: ['dispatchOn'],
  })
  .refine((round) => round.dispatchOn < round.resultsDueOn, {
    message: 'Results are due after the test items are dispatched',
    path: ['resultsDueOn'],
  });
export type CreatePtRound = z.input<typeof createPtRoundSchema>;

/** POST /api/officer/proficiency-tests/{id}/documents: documents for the participants. */
export const addPtDocumentsSchema = z.object({
  kind: z.enum(PT_DOCUMENT_KINDS, 'Choose general, participant-package or report'),
  files: z.array(officerFileSchema).min(1, 'Attach a file').max(10, 'Attach at most 10 files'),
});

/** POST /api/officer/proficiency-tests/{id}/dispatches: one participant's test items left. */
export const recordPtDispatchSchema = z.object({
  labCode: z
    .string()
    .trim()
    .regex(/^[A-Z]\d{2,3}$/, 'Enter the laboratory’s code, like A01'),
  courier: text('Enter the courier', 'The courier', 100),
  trackingNumber: text('Enter the tracking number', 'The tracking number', 100),
  dispatchedOn: day,
});

/** PUT /api/officer/proficiency-tests/{id}/analytes/{analyteId}/assignment. */
export const ptAssignmentSchema = z
  .object({
    source: z.enum(PT_ASSIGNED_VALUE_SOURCES, 'Choose consensus or reference'),
    referenceValue: z.number().nullable().default(null),
    referenceUncertainty: z.number().min(0, 'The uncertainty cannot be negative').nullable().default(null),
    sigmaRule: z.enum(PT_SIGMA_RULES, 'Choose robust, fixed or percent'),
    sigmaValue: z.number().positive('sigma_pt must be greater than 0').nullable().default(null),
  })
  .refine((rule) => rule.source === 'consensus' || rule.referenceValue !== null, {
    message: 'Enter the reference value',
    path: ['referenceValue'],
  })
  .refine((rule) => rule.source === 'consensus' || rule.referenceUncertainty !== null, {
    message: 'Enter the standard uncertainty of the reference value',
    path: ['referenceUncertainty'],
  })
  .refine((rule) => rule.sigmaRule === 'robust' || rule.sigmaValue !== null, {
    message: 'Enter sigma_pt, or the percentage of the assigned value',
    path: ['sigmaValue'],
  });
export type PtAssignmentRequest = z.input<typeof ptAssignmentSchema>;

export const ptAnalyteParamsSchema = z.object({ id: guidSchema, analyteId: guidSchema });

/** An analyte as the officer sees it: how it is scored and, once computed, its statistics. */
export const officerPtAnalyteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  assignment: z.object({
    source: z.enum(PT_ASSIGNED_VALUE_SOURCES),
    referenceValue: z.number().nullable(),
    referenceUncertainty: z.number().nullable(),
    sigmaRule: z.enum(PT_SIGMA_RULES),
    sigmaValue: z.number().nullable(),
  }),
  statistics: z
    .object({
      resultCount: z.int(),
      robustMean: z.number(),
      robustSd: z.number(),
      assignedValue: z.number(),
      assignedUncertainty: z.number(),
      sigmaPt: z.number(),
      scoreKind: z.enum(PT_SCORE_KINDS),
      computedAt: instant,
    })
    .nullable(),
  /** Why the statistics could not be computed (too few results …), when they could not. */
  statisticsProblem: z.string().nullable(),
});

/** A participant as the officer sees it. */
export const officerPtParticipantSchema = z.object({
  id: z.uuid(),
  labCode: z.string(),
  companyName: z.string(),
  isLocalLab: z.boolean(),
  registeredAt: instant,
  dispatchedOn: day.nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  receivedOn: day.nullable(),
  resultsSubmittedAt: instant.nullable(),
  results: z.array(
    z.object({
      analyteId: z.uuid(),
      outcome: z.enum(PT_RESULT_OUTCOMES),
      value: z.number().nullable(),
      score: z.number().nullable(),
      scoreClass: z.enum(Z_SCORE_CLASSES).nullable(),
    }),
  ),
});

/** GET /api/officer/proficiency-tests/{id}: the whole round. */
export const officerPtRoundSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  matrix: z.string(),
  description: z.string().nullable(),
  status: ptStatusSchema,
  statusLabel: z.string(),
  feeSgd: z.number(),
  registrationOpensAt: instant,
  registrationClosesAt: instant,
  dispatchAt: instant,
  resultsDueAt: instant,
  statisticsComputedAt: instant.nullable(),
  statisticsReviewedAt: instant.nullable(),
  publishedAt: instant.nullable(),
  analytes: z.array(officerPtAnalyteSchema),
  participants: z.array(officerPtParticipantSchema),
  /** Each with its virus scan: only a file that passed is served (GET …/{id}/documents/{docId}). */
  documents: z.array(
    ptDocumentSchema.extend({ kind: z.enum(PT_DOCUMENT_KINDS), scanStatus: attachmentScanStatusSchema }),
  ),
  /** Every officer's action on the round, whether it is open now and, when not, why. */
  actions: z.array(caseActionSchema(PT_ROUND_ACTIONS)),
});
export type OfficerPtRound = z.infer<typeof officerPtRoundSchema>;

/** GET /api/officer/proficiency-tests: every round in brief. */
export const officerPtRoundSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  matrix: z.string(),
  status: ptStatusSchema,
  statusLabel: z.string(),
  participantCount: z.int(),
  submittedCount: z.int(),
  registrationOpensAt: instant,
  registrationClosesAt: instant,
  resultsDueAt: instant,
});
export type OfficerPtRoundSummary = z.infer<typeof officerPtRoundSummarySchema>;

/** What an officer's step answers: the round's status, and the sentence that confirms the step. */
export const ptStepResultSchema = z.object({
  id: z.uuid(),
  status: ptStatusSchema,
  statusLabel: z.string(),
});
export type PtStepResult = z.infer<typeof ptStepResultSchema>;
