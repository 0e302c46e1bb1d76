import { ACCEPTANCE_STATEMENT } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignAcceptanceForm } from './sign-acceptance-form';
import {
  APPLICATION_ID,
  applicationCase,
  fakeApi,
  renderForm,
  summaryEntries,
} from './workflow-form-fixtures';

const ENDPOINT = `/api/applications/${APPLICATION_ID}/declaration-signature`;
const ready = applicationCase({}, { status: 10, statusLabel: 'Approval Documents Ready' });
const signed = applicationCase(
  {
    acceptance: {
      signerName: 'Alice Tan',
      signedAt: '2026-11-21T01:00:00.000Z',
      statements: [ACCEPTANCE_STATEMENT],
    },
  },
  { status: 11, statusLabel: 'Pending Approval' },
);

const CONFIRM = 'I confirm that I have read and agree with the declaration';
const sign = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign the declaration' })));

afterEach(cleanup);

describe('signing the declaration of acceptance', () => {
  it('shows the statements and the signature it will be signed with', () => {
    fakeApi({});
    renderForm(<SignAcceptanceForm application={ready} />, ready);
    expect(screen.getByText(ACCEPTANCE_STATEMENT)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your signature' }).getAttribute('src')).toBe(
      '/api/auth/signature',
    );
  });

  it('asks for the confirmation the domain requires', async () => {
    const api = fakeApi({});
    renderForm(<SignAcceptanceForm application={ready} />, ready);
    await sign();
    expect(summaryEntries()).toEqual([['Confirm the declaration to sign it', '#sign-acceptance-confirm']]);
    expect(api.calls).toHaveLength(0);
  });

  it('signs once confirmed', async () => {
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => ({ data: signed }) });
    const { cached } = renderForm(<SignAcceptanceForm application={ready} />, ready);
    fireEvent.click(screen.getByLabelText(CONFIRM));
    await sign();
    await vi.waitFor(() => expect(cached()?.workflow.acceptance?.signerName).toBe('Alice Tan'));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({ declarationConfirmed: true });
  });

  it('links a field refusal to the box', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 400,
        message: { declarationConfirmed: ['Confirm the declaration to sign it'] },
      }),
    });
    renderForm(<SignAcceptanceForm application={ready} />, ready);
    fireEvent.click(screen.getByLabelText(CONFIRM));
    await sign();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['Confirm the declaration to sign it', '#sign-acceptance-confirm']]),
    );
  });
});
