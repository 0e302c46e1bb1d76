import { describe, expect, it } from 'vitest';
import {
  PAYMENT_DETAILS_MESSAGES as M,
  paymentDetailsInputSchema,
  paymentInstructions,
} from './payment-details.js';

const VALID = {
  payNowUen: 't08gb0001a ',
  bankName: ' DBS Bank Ltd ',
  accountName: 'National Food Regulator',
  accountNumber: '001-234567-8',
  swiftCode: 'dbsssgsg',
};

const problemsOf = (input: unknown) => {
  const checked = paymentDetailsInputSchema.safeParse(input);
  return checked.success ? {} : checked.error.flatten().fieldErrors;
};

describe('paymentDetailsInputSchema', () => {
  it('keeps the details trimmed, the UEN and SWIFT code in capitals', () => {
    expect(paymentDetailsInputSchema.parse(VALID)).toEqual({
      payNowUen: 'T08GB0001A',
      bankName: 'DBS Bank Ltd',
      accountName: 'National Food Regulator',
      accountNumber: '001-234567-8',
      swiftCode: 'DBSSSGSG',
    });
  });

  it('takes no SWIFT code as none', () => {
    expect(paymentDetailsInputSchema.parse({ ...VALID, swiftCode: '' }).swiftCode).toBeNull();
    expect(paymentDetailsInputSchema.parse({ ...VALID, swiftCode: null }).swiftCode).toBeNull();
    expect(paymentDetailsInputSchema.parse({ ...VALID, swiftCode: 'DBSSSGSGXXX' }).swiftCode).toBe(
      'DBSSSGSGXXX',
    );
  });

  it('names each field it refuses, in words a person can act on', () => {
    expect(
      problemsOf({
        payNowUen: '12345',
        bankName: '  ',
        accountName: '',
        accountNumber: 'abc',
        swiftCode: 'DBS',
      }),
    ).toEqual({
      payNowUen: [M.payNowUen],
      bankName: [M.bankName],
      accountName: [M.accountName],
      accountNumber: [M.accountNumber],
      swiftCode: [M.swiftCode],
    });
    expect(problemsOf({ ...VALID, bankName: 'B'.repeat(101) })).toEqual({ bankName: [M.tooLong] });
    expect(problemsOf({})).toMatchObject({ payNowUen: [M.payNowUen], accountNumber: [M.accountNumber] });
  });
});

describe('paymentInstructions', () => {
  const details = paymentDetailsInputSchema.parse(VALID);

  it('says PayNow to the UEN and the bank transfer, each with the invoice number as the reference', () => {
    expect(paymentInstructions(details, 'INV-2026-000012')).toEqual([
      'PayNow: pay to UEN T08GB0001A and enter INV-2026-000012 as the reference.',
      'Bank transfer: DBS Bank Ltd, account name National Food Regulator, account number 001-234567-8 (SWIFT DBSSSGSG), with INV-2026-000012 as the reference.',
    ]);
  });

  it('leaves the SWIFT code out when there is none', () => {
    expect(paymentInstructions({ ...details, swiftCode: null }, 'INV-2026-000012')[1]).toBe(
      'Bank transfer: DBS Bank Ltd, account name National Food Regulator, account number 001-234567-8, with INV-2026-000012 as the reference.',
    );
  });
});
