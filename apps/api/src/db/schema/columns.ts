import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: UUID keys and UTC instants, identical on PGlite and PostgreSQL. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();
