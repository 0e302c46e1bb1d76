import type { PtRegistrationForm } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, LEAD_ID, ROUND_ID, registrationForm, renderAt, summaryEntries } from '../pt-fixtures';
import { RegistrationForm } from './registration-form';

const ENDPOINT = `/api/proficiency-tests/${ROUND_ID}/submit-registration`;

const renderForm = (form: PtRegistrationForm) =>
  renderAt(<RegistrationForm roundId={ROUND_ID} roundCode="PT-2026-03" form={form} />, {
    route: '/',
    path: '/',
  });

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
const errorOf = (input: HTMLInputElement) =>
  input.closest('.form-field')?.querySelector('.form-field__error')?.textContent ?? null;

const POSTAL_CODE_MESSAGE = 'Enter a postal code of 6 digits, like 018989';

afterEach(cleanup);

describe('registering for a round', () => {
  it('holds a local laboratory to a 6-digit postal code, once the field is touched, and fixes the country', async () => {
    const api = fakeApi({});
    renderForm(registrationForm({ isLocalLab: true }));
    const postalCode = field('Postal code');
    type('Postal code', '1175');
    expect(errorOf(postalCode)).toBeNull();
    await act(async () => fireEvent.blur(postalCode));
    await vi.waitFor(() => expect(errorOf(postalCode)).toBe(`Error: ${POSTAL_CODE_MESSAGE}`));
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.getByText('Singapore')).toBeTruthy();

    fireEvent.click(field('Lead (mg/kg)'));
    await submit();
    expect(summaryEntries()).toEqual([[POSTAL_CODE_MESSAGE, '#pt-registration-address-postal-code']]);
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('asks a local laboratory for a Singapore telephone number', async () => {
    fakeApi({});
    renderForm(registrationForm({ isLocalLab: true }));
    type('Contact number', '+60 3 1234 5678');
    fireEvent.click(field('Lead (mg/kg)'));
    await submit();
    expect(summaryEntries()).toEqual([
      [
        'Enter a telephone number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
        '#pt-registration-contact-number',
      ],
    ]);
  });

  it('sends a local laboratory’s registration with Singapore as the country', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: (body) => ({
        status: 201,
        data: {
          ...(body as object),
          labCode: 'A07',
          registeredAt: '2026-11-20T06:05:00.000Z',
          registeredBy: 'Carol Lim',
        },
      }),
    });
    renderForm(registrationForm({ isLocalLab: true }));
    fireEvent.click(field('Lead (mg/kg)'));
    await submit();
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      analyteIds: [LEAD_ID],
      contactName: 'Carol Lim',
      contactEmail: 'carol@dual-labs.example',
      contactNumber: '6123 4567',
      deliveryAddress: {
        line1: '1 Science Park Road',
        line2: '',
        city: '',
        postalCode: '117528',
        country: 'Singapore',
      },
    });
  });

  it('lets an overseas laboratory write its address as its country does', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ status: 409, message: 'Registration for this round has closed.' }),
    });
    renderForm(
      registrationForm({
        isLocalLab: false,
        suggested: {
          contactName: 'Dave Tan',
          contactEmail: 'dave@overseas-lab.example',
          contactNumber: '+60 3 1234 5678',
          deliveryAddress: {
            line1: '12 Jalan Ampang',
            line2: '',
            city: 'Kuala Lumpur',
            postalCode: '',
            country: '',
          },
        },
      }),
    );
    type(/Postal code/, '50450 KL');
    await act(async () => fireEvent.blur(field(/Postal code/)));
    expect(errorOf(field(/Postal code/))).toBeNull();
    fireEvent.click(field('Lead (mg/kg)'));
    await submit();
    expect(summaryEntries()).toEqual([['Enter the country', '#pt-registration-address-country']]);

    type('Country', 'Malaysia');
    await submit();
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toMatchObject({
      contactNumber: '+60 3 1234 5678',
      deliveryAddress: { postalCode: '50450 KL', country: 'Malaysia' },
    });
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['Registration for this round has closed.', null]]),
    );
  });

  it('asks for at least one analyte', async () => {
    fakeApi({});
    renderForm(registrationForm());
    await submit();
    expect(summaryEntries()).toEqual([
      ['Choose at least one analyte your laboratory will test', '#pt-registration-analytes'],
    ]);
  });
});
