import { APPLICATION_CATEGORIES, type ApplicationCategory, PROGRAMMES, type Programme } from '@fsmis/domain';
import { integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, oneOf } from './columns.js';
import { users } from './companies.js';

/**
 * A published version of a programme application template (the domain's FormTemplate as JSON). Versions
 * are never changed: an application is pinned to the version it was started on.
 */
export const programmeApplicationTemplates = pgTable(
  'programme_application_templates',
  {
    id: id(),
    programme: smallint('programme').$type<Programme>().notNull(),
    /** The form's URL segment: `new`, `renewal`, `change-of-company-name`, ... */
    form: text('form').notNull(),
    category: smallint('category').$type<ApplicationCategory>().notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id),
  },
  (table) => [
    oneOf(table.programme, PROGRAMMES),
    oneOf(table.category, APPLICATION_CATEGORIES),
    uniqueIndex('programme_application_templates_form_version_key').on(
      table.programme,
      table.form,
      table.version,
    ),
  ],
);
