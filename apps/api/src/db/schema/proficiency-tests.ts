import {
  PT_ASSIGNED_VALUE_SOURCES,
  PT_DOCUMENT_KINDS,
  PT_RESULT_OUTCOMES,
  PT_SAMPLE_CONDITIONS,
  PT_SCORE_KINDS,
  PT_SIGMA_RULES,
  PT_STATUSES,
  type PtStatus,
  Z_SCORE_CLASSES,
} from '@fsmis/domain';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attachments } from './attachments.js';
import { createdAt, id, instant, oneOf } from './columns.js';
import { companies, users } from './companies.js';

/** A Proficiency Testing scheme (PtStatus 1-6); participants never see it in Draft. */
export const proficiencyTestSchemes = pgTable(
  'proficiency_test_schemes',
  {
    id: id(),
    /** e.g. "PT-2026-03": year and round. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    matrix: text('matrix').notNull(),
    description: text('description'),
    status: smallint('status').$type<PtStatus>().notNull(),
    registrationOpensAt: instant('registration_opens_at').notNull(),
    registrationClosesAt: instant('registration_closes_at').notNull(),
    /** When the test items are sent to the participants. */
    dispatchAt: instant('dispatch_at').notNull(),
    resultsDueAt: instant('results_due_at').notNull(),
    /** The participation fee, in cents of a Singapore dollar. */
    feeCents: integer('fee_cents').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** When the statistics were last computed; cleared by anything that changes what they come from. */
    statisticsComputedAt: instant('statistics_computed_at'),
    statisticsReviewedAt: instant('statistics_reviewed_at'),
    statisticsReviewedByUserId: uuid('statistics_reviewed_by_user_id').references(() => users.id),
    /** When the report was published (the round became PT Completed). */
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.status, PT_STATUSES),
    uniqueIndex('proficiency_test_schemes_code_key').on(table.code),
    index('proficiency_test_schemes_status_idx').on(table.status),
  ],
);

/** What a scheme measures: each participant reports a result per analyte. */
export const proficiencyTestAnalytes = pgTable(
  'proficiency_test_analytes',
  {
    id: id(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => proficiencyTestSchemes.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    matrix: text('matrix').notNull(),
    /** Order in which the analytes are listed. */
    position: smallint('position').notNull(),
    /** How the assigned value and sigma_pt are set (PtAssignment in the domain). */
    assignedValueSource: text('assigned_value_source', { enum: PT_ASSIGNED_VALUE_SOURCES })
      .notNull()
      .default('consensus'),
    referenceValue: doublePrecision('reference_value'),
    referenceUncertainty: doublePrecision('reference_uncertainty'),
    sigmaRule: text('sigma_rule', { enum: PT_SIGMA_RULES }).notNull().default('robust'),
    sigmaValue: doublePrecision('sigma_value'),
    /** The statistics last computed (PtAnalyteStatistics); null until computed or when they could not be. */
    resultCount: integer('result_count'),
    robustMean: doublePrecision('robust_mean'),
    robustSd: doublePrecision('robust_sd'),
    assignedValue: doublePrecision('assigned_value'),
    assignedUncertainty: doublePrecision('assigned_uncertainty'),
    sigmaPt: doublePrecision('sigma_pt'),
    scoreKind: text('score_kind', { enum: PT_SCORE_KINDS }),
    /** Why the statistics could not be computed, when they could not. */
    statisticsProblem: text('statistics_problem'),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.assignedValueSource, PT_ASSIGNED_VALUE_SOURCES),
    oneOf(table.sigmaRule, PT_SIGMA_RULES),
    oneOf(table.scoreKind, PT_SCORE_KINDS),
    uniqueIndex('proficiency_test_analytes_scheme_position_key').on(table.schemeId, table.position),
  ],
);

/** A laboratory's registration in a scheme. */
export const proficiencyTestParticipations = pgTable(
  'proficiency_test_participations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => proficiencyTestSchemes.id),
    registeredAt: instant('registered_at').notNull(),
    registeredByUserId: uuid('registered_by_user_id').references(() => users.id),
    /** The laboratory's code in the round (A01, A02 … in order of registration). */
    labCode: text('lab_code').notNull(),
    analyteIds: jsonb('analyte_ids').$type<string[]>().notNull().default([]),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    deliveryAddress: jsonb('delivery_address')
      /** Null only for registrations made before the form asked for it. */
      .$type<{ line1: string; line2: string; city: string; postalCode: string; country: string }>(),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    dispatchedOn: date('dispatched_on', { mode: 'string' }),
    dispatchRecordedAt: instant('dispatch_recorded_at'),
    receivedOn: date('received_on', { mode: 'string' }),
    sampleCondition: text('sample_condition', { enum: PT_SAMPLE_CONDITIONS }),
    receiptNotes: text('receipt_notes'),
    receiptConfirmedAt: instant('receipt_confirmed_at'),
    receiptConfirmedByUserId: uuid('receipt_confirmed_by_user_id').references(() => users.id),
    methodologyAttachmentId: uuid('methodology_attachment_id').references(() => attachments.id),
    resultsSavedAt: instant('results_saved_at'),
    resultsSavedByUserId: uuid('results_saved_by_user_id').references(() => users.id),
    /** Null until the laboratory makes its final results submission. */
    resultsSubmittedAt: instant('results_submitted_at'),
    resultsSubmittedByUserId: uuid('results_submitted_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.sampleCondition, PT_SAMPLE_CONDITIONS),
    uniqueIndex('proficiency_test_participations_company_scheme_key').on(table.companyId, table.schemeId),
    uniqueIndex('proficiency_test_participations_scheme_lab_code_key').on(table.schemeId, table.labCode),
    index('proficiency_test_participations_scheme_idx').on(table.schemeId),
  ],
);

/** A participant's result for one analyte, and its score once the statistics are computed. */
export const proficiencyTestResults = pgTable(
  'proficiency_test_results',
  {
    id: id(),
    participationId: uuid('participation_id')
      .notNull()
      .references(() => proficiencyTestParticipations.id),
    analyteId: uuid('analyte_id')
      .notNull()
      .references(() => proficiencyTestAnalytes.id),
    /** A number, a "less than" limit or not tested; null in a draft not yet chosen. */
    outcome: text('outcome', { enum: PT_RESULT_OUTCOMES }),
    /** As the laboratory typed them (kept for the draft), and the number read from the value. */
    valueText: text('value_text').notNull().default(''),
    value: doublePrecision('value'),
    uncertaintyText: text('uncertainty_text').notNull().default(''),
    method: text('method').notNull().default(''),
    score: doublePrecision('score'),
    scoreClass: text('score_class', { enum: Z_SCORE_CLASSES }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    oneOf(table.outcome, PT_RESULT_OUTCOMES),
    oneOf(table.scoreClass, Z_SCORE_CLASSES),
    uniqueIndex('proficiency_test_results_participation_analyte_key').on(
      table.participationId,
      table.analyteId,
    ),
    index('proficiency_test_results_analyte_idx').on(table.analyteId),
  ],
);

/** A document of a round for its participants: general, the participant package, or the report. */
export const proficiencyTestDocuments = pgTable(
  'proficiency_test_documents',
  {
    id: id(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => proficiencyTestSchemes.id),
    kind: text('kind', { enum: PT_DOCUMENT_KINDS }).notNull(),
    /** The file, kept as an attachment of the regulator's own company row. */
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.kind, PT_DOCUMENT_KINDS),
    index('proficiency_test_documents_scheme_idx').on(table.schemeId, table.kind),
  ],
);
