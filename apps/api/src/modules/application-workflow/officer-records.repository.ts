import type { Programme } from '@fsmis/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationComments,
  applicationInvoices,
  companies,
  companyRecognitions,
  users,
} from '../../db/schema/index.js';

// The officer's writes beyond the review: the company's recognition, the invoice and comments.

export type RecognitionRow = typeof companyRecognitions.$inferSelect;
export type InvoiceRow = typeof applicationInvoices.$inferSelect;

/** The company's recognition under the programme, locked until the transaction ends. */
export async function lockRecognition(
  db: Database,
  companyId: string,
  programme: Programme,
): Promise<RecognitionRow | null> {
  const [row] = await db
    .select()
    .from(companyRecognitions)
    .where(and(eq(companyRecognitions.companyId, companyId), eq(companyRecognitions.programme, programme)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The recognition numbers that start with `prefix` ("LRP-REC-2026-"). */
export async function recognitionNumbersLike(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ number: companyRecognitions.recognitionNumber })
    .from(companyRecognitions)
    .where(like(companyRecognitions.recognitionNumber, `${prefix}%`));
  return rows.map((row) => row.number);
}

export async function insertRecognition(db: Database, values: typeof companyRecognitions.$inferInsert) {
  await db.insert(companyRecognitions).values(values);
}

export async function updateRecognition(
  db: Database,
  recognitionId: string,
  changes: Partial<typeof companyRecognitions.$inferInsert>,
) {
  await db.update(companyRecognitions).set(changes).where(eq(companyRecognitions.id, recognitionId));
}

/** The next running number of invoice numbers (a sequence: never reused, even after a rollback). */
export async function nextInvoiceNumber(db: Database): Promise<number> {
  const result = await db.execute<{ value: string | number }>(
    sql`select nextval('application_invoice_seq') as value`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

export async function findInvoice(db: Database, applicationId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(applicationInvoices)
    .where(eq(applicationInvoices.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(db: Database, values: typeof applicationInvoices.$inferInsert) {
  await db.insert(applicationInvoices).values(values);
}

export async function markInvoicePaid(db: Database, invoiceId: string, paidAt: Date) {
  await db.update(applicationInvoices).set({ paidAt }).where(eq(applicationInvoices.id, invoiceId));
}

/** What an invoice names of the company it is addressed to. */
export async function findCompany(db: Database, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, uen: companies.uen, address: companies.address })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function insertComment(db: Database, values: typeof applicationComments.$inferInsert) {
  const [row] = await db.insert(applicationComments).values(values).returning();
  if (!row) throw new Error('The comment was not saved.');
  return row;
}

export async function findUserName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
