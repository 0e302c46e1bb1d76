import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { paymentDetails } from '../../db/schema/index.js';

export type PaymentDetailsRow = typeof paymentDetails.$inferSelect;
type PaymentDetailsValues = Omit<PaymentDetailsRow, 'key' | 'updatedAt'>;

const REGULATOR = 'regulator';

export async function findPaymentDetails(db: Database, options: { lock?: boolean } = {}) {
  const query = db.select().from(paymentDetails).where(eq(paymentDetails.key, REGULATOR)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the one row, whether or not it was there. */
export async function savePaymentDetails(db: Database, values: PaymentDetailsValues, now: Date) {
  const [row] = await db
    .insert(paymentDetails)
    .values({ key: REGULATOR, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: paymentDetails.key, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('The payment details were not saved');
  return row;
}
