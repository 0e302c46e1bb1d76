import type { PaymentDetails, PaymentDetailsInput } from '@fsmis/domain';
import { paymentDetailsInputSchema } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { type OfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import * as repository from './payment-details.repository.js';

const toPaymentDetails = (row: repository.PaymentDetailsRow): PaymentDetails => ({
  payNowUen: row.payNowUen,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  swiftCode: row.swiftCode,
});

/** How companies pay the regulator's invoices; null until an officer has saved them. */
export async function getPaymentDetails(db: Database): Promise<PaymentDetails | null> {
  const row = await repository.findPaymentDetails(db);
  return row ? toPaymentDetails(row) : null;
}

/** PUT /api/officer/payment-details and the seed: saves the details, audited as the officer's change. */
export async function savePaymentDetailsAs(
  db: Database,
  actor: OfficerActor,
  input: PaymentDetailsInput,
  now = new Date(),
): Promise<PaymentDetails> {
  const values = paymentDetailsInputSchema.parse(input);
  return inTransaction(db, async (tx) => {
    const before = await repository.findPaymentDetails(tx, { lock: true });
    const row = await repository.savePaymentDetails(tx, values, now);
    const after = toPaymentDetails(row);
    await recordOfficerAction(tx, actor, {
      action: 'payment-details.update',
      entityType: 'payment-details',
      entityId: null,
      before: before ? toPaymentDetails(before) : null,
      after,
    });
    return after;
  });
}
