import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.js';
import { companies } from './companies.js';

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
    status: smallint('status').notNull(),
    registrationOpensAt: instant('registration_opens_at').notNull(),
    registrationClosesAt: instant('registration_closes_at').notNull(),
    /** When the test items are sent to the participants. */
    dispatchAt: instant('dispatch_at').notNull(),
    resultsDueAt: instant('results_due_at').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
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
    createdAt: createdAt(),
  },
  (table) => [
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
    /** Null until the laboratory makes its final results submission. */
    resultsSubmittedAt: instant('results_submitted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('proficiency_test_participations_company_scheme_key').on(table.companyId, table.schemeId),
    index('proficiency_test_participations_scheme_idx').on(table.schemeId),
  ],
);
