import { PT_REGION_TYPES, PtRegionType, USER_ROLES } from '@fsmis/domain';
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns.js';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    /** Unique Entity Number; overseas laboratories have none. */
    uen: text('uen'),
    name: text('name').notNull(),
    address: text('address'),
    /** Local or overseas (proficiencyTestingRegionType, docs/requirements.md §3). */
    regionType: smallint('region_type').$type<PtRegionType>().notNull().default(PtRegionType.local),
    hasAccessToProficiencyTesting: boolean('has_access_to_proficiency_testing').notNull().default(false),
    /** The regulator itself: its users are officers, and nobody may join it by signing in. */
    isRegulator: boolean('is_regulator').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [oneOf(table.regionType, PT_REGION_TYPES), uniqueIndex('companies_uen_key').on(table.uen)],
);

/** A company's user, or an officer of the regulator (a user of the regulator's row in companies). */
export type { UserRole } from '@fsmis/domain';

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The identity service's subject for the user (NRIC/FIN); overseas users sign in by e-mail. */
    singpassIdentifier: text('singpass_identifier'),
    name: text('name').notNull(),
    email: text('email'),
    contactCountryCode: text('contact_country_code'),
    contactAreaCode: text('contact_area_code'),
    contactNumber: text('contact_number'),
    signatureAttachmentId: uuid('signature_attachment_id'),
    role: text('role', { enum: USER_ROLES }).notNull().default('company'),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.role, USER_ROLES),
    uniqueIndex('users_company_identifier_key').on(table.companyId, table.singpassIdentifier),
    index('users_email_idx').on(table.email),
  ],
);
