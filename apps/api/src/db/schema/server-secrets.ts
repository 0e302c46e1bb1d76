import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Secrets the portal generates for itself once and shares across instances (e.g. upload signing). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
