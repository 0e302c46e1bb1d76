import { z } from 'zod';
import { UEN_MESSAGE, UEN_PATTERN } from './form-answers.js';
import type { PaymentDetails } from './payment-details-contracts.js';
import { limitedVisibleText } from './validation.js';

export { type PaymentDetails, paymentDetailsSchema } from './payment-details-contracts.js';

/**
 * How a company pays the regulator's invoices (docs/domain.md "Paying an invoice"): PayNow to the
 * regulator's UEN, with the invoice number as the reference, or a bank transfer. Officers keep the
 * details in the console's site settings; the invoice page and the invoice PDF say them in the same words.
 */

export const PAYMENT_TEXT_MAX = 100;
/** Bank account numbers run from 6 to 20 digits, written with or without hyphens or spaces. */
const ACCOUNT_NUMBER_PATTERN = /^\d(?:[\d -]{4,22})\d$/;
/** A SWIFT (BIC) code: bank, country, place and, for a branch, three more. */
const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const PAYMENT_DETAILS_MESSAGES = {
  payNowUen: UEN_MESSAGE,
  bankName: 'Enter the name of the bank',
  accountName: 'Enter the name of the account',
  accountNumber: 'Enter the account number in digits, with hyphens if it has them, like 001-234567-8',
  swiftCode: 'Enter a SWIFT code of 8 or 11 letters and digits, like DBSSSGSG, or leave it empty',
  tooLong: `Enter ${PAYMENT_TEXT_MAX} characters or fewer`,
} as const;

const M = PAYMENT_DETAILS_MESSAGES;
const upper = (text: string) => text.trim().toUpperCase();

/** PUT /api/officer/payment-details: the details an officer saves, checked field by field. */
export const paymentDetailsInputSchema = z.object({
  payNowUen: z.string(M.payNowUen).transform(upper).pipe(z.string().regex(UEN_PATTERN, M.payNowUen)),
  bankName: limitedVisibleText(M.bankName, PAYMENT_TEXT_MAX, M.tooLong),
  accountName: limitedVisibleText(M.accountName, PAYMENT_TEXT_MAX, M.tooLong),
  accountNumber: z
    .string(M.accountNumber)
    .transform((text) => text.trim())
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, M.accountNumber)),
  swiftCode: z
    .string(M.swiftCode)
    .nullish()
    .transform((text) => (text ? upper(text) : ''))
    .pipe(z.union([z.literal(''), z.string().regex(SWIFT_PATTERN, M.swiftCode)]))
    .transform((text) => text || null),
});
export type PaymentDetailsInput = z.input<typeof paymentDetailsInputSchema>;

/** How to pay an invoice, one line each: PayNow first, then the bank transfer. */
export function paymentInstructions(details: PaymentDetails, invoiceNumber: string): string[] {
  const swift = details.swiftCode ? ` (SWIFT ${details.swiftCode})` : '';
  return [
    `PayNow: pay to UEN ${details.payNowUen} and enter ${invoiceNumber} as the reference.`,
    `Bank transfer: ${details.bankName}, account name ${details.accountName}, account number ${details.accountNumber}${swift}, with ${invoiceNumber} as the reference.`,
  ];
}
