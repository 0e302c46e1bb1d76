import { BANNER_SEVERITIES } from '@fsmis/domain';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './columns.js';

/** Maintenance is on while now is inside a window (an open-ended window lasts until ended). */
export const maintenanceWindows = pgTable('maintenance_windows', {
  id: id(),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: BANNER_SEVERITIES }).notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    createdAt: createdAt(),
  },
  (table) => [oneOf(table.severity, BANNER_SEVERITIES)],
);
