import { z } from 'zod';
import { attachmentScanStatusSchema } from './attachment.js';
import { caseActionSchema } from './case-action-contracts.js';
import { formatNumber } from './format-number.js';
import { ptStatusSchema, Z_SCORE_CLASSES } from './proficiency-testing.js';
import { PT_RESULT_OUTCOMES, PT_SCORE_KINDS } from './pt-scoring.js';
import { PT_PARTICIPANT_STEPS } from './pt-steps.js';
import {
  emailSchema,
  guidSchema,
  limitedVisibleText,
  singaporePostalCodeSchema,
  singaporeTelephoneSchema,
} from './validation.js';

/**
 * A laboratory's part in a Proficiency Testing round (docs/requirements.md §7 "Proficiency tests",
 * /api/proficiency-tests/{id}/…): the round's general details, the registration form, the dispatch of
 * its test items and its receipt, its results (saved as a draft, then submitted once) and its report.
 * The API validates and serialises with these; the web reads with the same.
 */

const instant = z.iso.datetime();
/** A calendar date, `yyyy-mm-dd`, read in Singapore. */
const day = z.iso.date('Enter a real date');

const text = (required: string, what: string, max: number) =>
  limitedVisibleText(required, max, `${what} must be ${formatNumber(max)} characters or fewer`);
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be ${formatNumber(max)} characters or fewer`)
    .default('');

export const ptRoundParamsSchema = z.object({ id: guidSchema });
export const ptDocumentParamsSchema = z.object({ id: guidSchema, docId: guidSchema });

/** A document of the round a laboratory may download. */
export const ptDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileSize: z.int(),
  uploadedAt: instant,
});
export type PtDocument = z.infer<typeof ptDocumentSchema>;

export const ptAnalyteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.string(),
});
export type PtAnalyte = z.infer<typeof ptAnalyteSchema>;

/** The parts of the round a laboratory may open now, in the order they come. */
export const PT_ROUND_SECTIONS = ['general', 'registration', 'dispatch', 'results', 'report'] as const;
export type PtRoundSection = (typeof PT_ROUND_SECTIONS)[number];

/** GET /api/proficiency-tests/{id}/general-details: the round, and where the laboratory stands in it. */
export const ptGeneralDetailsSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  matrix: z.string(),
  description: z.string().nullable(),
  status: ptStatusSchema,
  statusLabel: z.string(),
  registrationOpensAt: instant,
  registrationClosesAt: instant,
  dispatchAt: instant,
  resultsDueAt: instant,
  /** The participation fee in Singapore dollars; 0 when free. */
  feeSgd: z.number().min(0),
  analytes: z.array(ptAnalyteSchema),
  documents: z.array(ptDocumentSchema),
  isRegistered: z.boolean(),
  registeredAt: instant.nullable(),
  /** The laboratory's code in the round (A01 …), given on registration; reports show others by code. */
  labCode: z.string().nullable(),
  /** The sections the laboratory may open now (general details always). */
  sections: z.array(z.enum(PT_ROUND_SECTIONS)),
});
export type PtGeneralDetails = z.infer<typeof ptGeneralDetailsSchema>;

export const ptDeliveryAddressSchema = z.object({
  line1: text('Enter the first line of the address', 'The first line of the address', 200),
  line2: optionalText('The second line of the address', 200),
  city: optionalText('The town or city', 100),
  /** Local laboratories: 6 digits; overseas laboratories: as their country writes it. */
  postalCode: z.string().trim().max(20, 'The postal code must be 20 characters or fewer'),
  country: text('Enter the country', 'The country', 100),
});
export type PtDeliveryAddress = z.infer<typeof ptDeliveryAddressSchema>;

/** POST /api/proficiency-tests/{id}/submit-registration. */
export const ptRegistrationRequestSchema = z.object({
  analyteIds: z
    .array(z.uuid('Choose analytes from the list'))
    .min(1, 'Choose at least one analyte your laboratory will test')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each analyte once'),
  contactName: text('Enter the name of the contact person', 'The contact person’s name', 200),
  contactEmail: emailSchema,
  contactNumber: text('Enter the contact number', 'The contact number', 30),
  deliveryAddress: ptDeliveryAddressSchema,
});
export type PtRegistrationRequest = z.input<typeof ptRegistrationRequestSchema>;

/** A local laboratory's test items go to its address in Singapore. */
export const PT_LOCAL_COUNTRY = 'Singapore';

/**
 * The registration as a local laboratory gives it (a 6-digit postal code, a Singapore telephone number;
 * the country is Singapore whatever is sent) or as an overseas one does (any address and number).
 */
export function ptRegistrationRequestSchemaFor(isLocalLab: boolean) {
  if (!isLocalLab) return ptRegistrationRequestSchema;
  return ptRegistrationRequestSchema.extend({
    contactNumber: ptRegistrationRequestSchema.shape.contactNumber.pipe(singaporeTelephoneSchema),
    deliveryAddress: ptDeliveryAddressSchema.extend({
      postalCode: singaporePostalCodeSchema,
      country: z.string().transform(() => PT_LOCAL_COUNTRY),
    }),
  });
}

/** A delivery address as the API gives it back. */
const ptAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** A laboratory's registration, as submitted. */
export const ptRegistrationSchema = z.object({
  labCode: z.string(),
  registeredAt: instant,
  registeredBy: z.string(),
  analyteIds: z.array(z.uuid()),
  contactName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  deliveryAddress: ptAddressSchema,
});
export type PtRegistration = z.infer<typeof ptRegistrationSchema>;

/** Every step of the laboratory in the round, open or not and why not (its part's case). */
const ptParticipantActionsSchema = z.array(caseActionSchema(PT_PARTICIPANT_STEPS));

/** GET /api/proficiency-tests/{id}/registration-form: what the form offers, and the registration made. */
export const ptRegistrationFormSchema = z.object({
  analytes: z.array(ptAnalyteSchema),
  /** Whether the laboratory is local (Singapore address, 6-digit postal code) or overseas (free address). */
  isLocalLab: z.boolean(),
  /** The form filled from the profile and the company's details, for a laboratory not yet registered. */
  suggested: z.object({
    contactName: z.string(),
    contactEmail: z.string(),
    contactNumber: z.string(),
    deliveryAddress: ptAddressSchema,
  }),
  /** Whether the laboratory may register now: the `register` action is open (kept for outside readers). */
  canRegister: z.boolean(),
  /** Why the laboratory may not register now, when it may not: the `register` action's reason. */
  refusal: z.string().nullable(),
  registration: ptRegistrationSchema.nullable(),
  actions: ptParticipantActionsSchema,
});
export type PtRegistrationForm = z.infer<typeof ptRegistrationFormSchema>;

export const PT_SAMPLE_CONDITIONS = ['good', 'damaged', 'leaking', 'temperature'] as const;
export type PtSampleCondition = (typeof PT_SAMPLE_CONDITIONS)[number];
export const PT_SAMPLE_CONDITION_LABELS: Readonly<Record<PtSampleCondition, string>> = {
  good: 'Intact and in good condition',
  damaged: 'Packaging damaged',
  leaking: 'Leaking or spilt',
  temperature: 'Not at the required temperature',
};

/** POST /api/proficiency-tests/{id}/dispatch/receipt: the test items arrived. */
export const ptReceiptRequestSchema = z
  .object({
    receivedOn: day,
    condition: z.enum(PT_SAMPLE_CONDITIONS, 'Choose the condition the test items arrived in'),
    notes: optionalText('The notes', 2000),
  })
  .refine((receipt) => receipt.condition === 'good' || receipt.notes !== '', {
    message: 'Describe what was wrong with the test items',
    path: ['notes'],
  });
export type PtReceiptRequest = z.input<typeof ptReceiptRequestSchema>;

/** GET /api/proficiency-tests/{id}/dispatch/details. */
export const ptDispatchDetailsSchema = z.object({
  dispatch: z
    .object({
      courier: z.string(),
      trackingNumber: z.string(),
      dispatchedOn: day,
    })
    .nullable(),
  /** The participant package: instructions, the result sheet, safety data. */
  documents: z.array(ptDocumentSchema),
  receipt: z
    .object({
      receivedOn: day,
      condition: z.enum(PT_SAMPLE_CONDITIONS),
      conditionLabel: z.string(),
      notes: z.string(),
      confirmedAt: instant,
      confirmedBy: z.string(),
    })
    .nullable(),
  /** Whether the laboratory may confirm receipt now: the `confirm-receipt` action is open (kept for outside readers). */
  canConfirmReceipt: z.boolean(),
  actions: ptParticipantActionsSchema,
});
export type PtDispatchDetails = z.infer<typeof ptDispatchDetailsSchema>;

/** One analyte's result as the laboratory enters it (a draft may leave it incomplete). */
export const ptResultEntrySchema = z.object({
  analyteId: z.uuid('Choose analytes from the list'),
  outcome: z.enum(PT_RESULT_OUTCOMES, 'Choose whether you report a value, a “less than” limit or not tested'),
  /** The value or the limit, as typed (a decimal number); empty for "not tested". */
  value: z.string().trim().max(30, 'The result must be 30 characters or fewer').default(''),
  uncertainty: z.string().trim().max(30, 'The uncertainty must be 30 characters or fewer').default(''),
  method: optionalText('The method or technique', 500),
});
export type PtResultEntry = z.input<typeof ptResultEntrySchema>;

/**
 * PUT /api/proficiency-tests/{id}/result/submission saves the draft; POST submits it, after which it
 * cannot change. A submission needs each analyte's outcome, a number for a value or limit, and the
 * method for each tested analyte; the API checks that with `ptResultProblems` and answers 400 naming
 * each field.
 */
export const ptResultDraftSchema = z.object({
  results: z.array(ptResultEntrySchema).max(100, 'Report at most 100 analytes'),
  methodologyAttachmentId: z.uuid('Choose a file you uploaded').nullable().default(null),
});
export type PtResultDraft = z.input<typeof ptResultDraftSchema>;

/** GET /api/proficiency-tests/{id}/result/details: the draft, or the submitted results (visible from Results Submission Open). */
export const ptResultSubmissionSchema = z.object({
  analytes: z.array(ptAnalyteSchema),
  results: z.array(
    z.object({
      analyteId: z.uuid(),
      outcome: z.enum(PT_RESULT_OUTCOMES).nullable(),
      value: z.string(),
      uncertainty: z.string(),
      method: z.string(),
    }),
  ),
  methodology: z
    .object({
      attachmentId: z.uuid(),
      fileName: z.string(),
      fileSize: z.int(),
      scanStatus: attachmentScanStatusSchema,
    })
    .nullable(),
  savedAt: instant.nullable(),
  savedBy: z.string().nullable(),
  submittedAt: instant.nullable(),
  submittedBy: z.string().nullable(),
  resultsDueAt: instant,
  /** Whether the results may be saved and submitted now: the `submit-results` action is open (kept for outside readers). */
  canEdit: z.boolean(),
  /** Why the results cannot be saved or submitted now, when they cannot: the `submit-results` action's reason. */
  refusal: z.string().nullable(),
  actions: ptParticipantActionsSchema,
});
export type PtResultSubmission = z.infer<typeof ptResultSubmissionSchema>;

/** GET /api/proficiency-tests/{id}/result/report (PT Completed only). */
export const ptReportSchema = z.object({
  code: z.string(),
  name: z.string(),
  labCode: z.string(),
  publishedAt: instant,
  participantCount: z.int(),
  analytes: z.array(
    z.object({
      analyteId: z.uuid(),
      name: z.string(),
      unit: z.string(),
      /** The laboratory's own result: its outcome and value. */
      outcome: z.enum(PT_RESULT_OUTCOMES).nullable(),
      value: z.number().nullable(),
      assignedValue: z.number().nullable(),
      assignedValueSource: z.enum(['consensus', 'reference']),
      assignedUncertainty: z.number().nullable(),
      sigmaPt: z.number().nullable(),
      scoreKind: z.enum(PT_SCORE_KINDS),
      score: z.number().nullable(),
      scoreClass: z.enum(Z_SCORE_CLASSES).nullable(),
      /** Every participant's numeric result, by lab code, for the chart that places this one among them. */
      participants: z.array(
        z.object({
          labCode: z.string(),
          value: z.number(),
          score: z.number().nullable(),
          isOwn: z.boolean(),
        }),
      ),
    }),
  ),
  /** The laboratory's scores in its completed rounds, oldest first, this round included. */
  history: z.array(
    z.object({
      code: z.string(),
      publishedAt: instant,
      analyte: z.string(),
      scoreKind: z.enum(PT_SCORE_KINDS),
      score: z.number(),
    }),
  ),
  /** The lab's own PDF report first, then the round's report documents. */
  documents: z.array(ptDocumentSchema),
});
export type PtReport = z.infer<typeof ptReportSchema>;
