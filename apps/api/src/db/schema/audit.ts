import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './companies.js';

/**
 * What the regulator's officers did, written in the same transaction as the change: who (the officer,
 * and the actor: the officer's user id through the API, `cli:<os user>` on the command line), what
 * (an action name), to which entity, the entity before and after, and the request it came with.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null only for a command-line action taken where no officer account exists (maintenance). */
    officerUserId: uuid('officer_user_id').references(() => users.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_action_idx').on(table.action),
  ],
);
