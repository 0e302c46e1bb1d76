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

/**
 * How companies pay the regulator's invoices: one row, kept by officers in the console (PayNow to the
 * UEN, and the bank account for a transfer). No row: the invoice says to ask the regulator.
 */
export const paymentDetails = pgTable('payment_details', {
  /** Always 'regulator' (the primary key): the table holds one row. */
  key: text('key').primaryKey().default('regulator'),
  payNowUen: text('pay_now_uen').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  swiftCode: text('swift_code'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
