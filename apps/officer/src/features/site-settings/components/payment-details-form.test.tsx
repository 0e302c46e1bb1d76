import type { PaymentDetails } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentDetailsForm } from './payment-details-form';

const DETAILS: PaymentDetails = {
  payNowUen: 'T08GB0001A',
  bankName: 'DBS Bank',
  accountName: 'National Food Regulator',
  accountNumber: '001-234567-8',
  swiftCode: 'DBSSSGSG',
};

/** The API as the form meets it: each call recorded, each answered with the details saved. */
const paymentApi = (reply: { status?: number; message?: unknown } = {}) =>
  fakeApi({}, () =>
    reply.status
      ? { status: reply.status, message: reply.message }
      : { data: DETAILS, message: 'Saved the payment details.' },
  ).calls;

function renderPaymentForm(details: PaymentDetails | null = DETAILS) {
  const onSaved = vi.fn();
  renderForm(<PaymentDetailsForm details={details} onSaved={onSaved} />);
  return onSaved;
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const preview = () => screen.queryByRole('region', { name: 'How an invoice will say it' });

afterEach(cleanup);

describe('the payment details form', () => {
  it('starts from the details saved, and says how an invoice will put them', () => {
    paymentApi();
    renderPaymentForm();
    expect(box('PayNow UEN').value).toBe('T08GB0001A');
    expect(box('SWIFT code (optional)').value).toBe('DBSSSGSG');
    expect(preview()?.textContent).toContain(
      'Bank transfer: DBS Bank, account name National Food Regulator, account number 001-234567-8 (SWIFT DBSSSGSG), with INV-2026-000001 as the reference.',
    );
  });

  it('checks every field by the domain’s rules, in the form’s order, before anything is sent', async () => {
    const calls = paymentApi();
    renderPaymentForm(null);
    expect(preview()).toBeNull();
    fill('SWIFT code (optional)', 'DBS');
    await press('Save the payment details');
    expect(summaryEntries()).toEqual([
      ['Enter a UEN of 9 or 10 characters, like 201912345A', '#payment-paynow-uen'],
      ['Enter the name of the bank', '#payment-bank-name'],
      ['Enter the name of the account', '#payment-account-name'],
      [
        'Enter the account number in digits, with hyphens if it has them, like 001-234567-8',
        '#payment-account-number',
      ],
      [
        'Enter a SWIFT code of 8 or 11 letters and digits, like DBSSSGSG, or leave it empty',
        '#payment-swift-code',
      ],
    ]);
    expect(box('PayNow UEN').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the details as typed, and hands on the API’s answer', async () => {
    const calls = paymentApi();
    const onSaved = renderPaymentForm();
    fill('PayNow UEN', ' t08gb0001a ');
    fill('Bank', 'OCBC Bank');
    fill('SWIFT code (optional)', '');
    expect(preview()?.textContent).toContain(
      'Bank transfer: OCBC Bank, account name National Food Regulator, account number 001-234567-8, with INV-2026-000001 as the reference.',
    );
    await press('Save the payment details');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved the payment details.'));
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: '/api/officer/payment-details',
        body: {
          payNowUen: ' t08gb0001a ',
          bankName: 'OCBC Bank',
          accountName: 'National Food Regulator',
          accountNumber: '001-234567-8',
          swiftCode: '',
        },
      },
    ]);
  });

  it('puts the API’s 400 on its fields', async () => {
    paymentApi({ status: 400, message: { accountNumber: ['This account cannot take transfers'] } });
    const onSaved = renderPaymentForm();
    await press('Save the payment details');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['This account cannot take transfers', '#payment-account-number']]),
    );
    expect(box('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
