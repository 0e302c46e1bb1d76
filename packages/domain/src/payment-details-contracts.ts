import { z } from 'zod';

// Apart from the rules of payment-details.ts: every application's invoice carries this contract, and the
// pages that read an application need none of the rules that check what an officer saves.

/** GET /api/officer/payment-details and the invoice's way to pay: the details as they are kept. */
export const paymentDetailsSchema = z.object({
  payNowUen: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Null when the account has none to give (a local transfer needs none). */
  swiftCode: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
