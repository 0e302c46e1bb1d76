import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, RECOGNITION_ID, renderAt, SUSPENSION_ID, summaryEntries } from '../recognition-fixtures';
import { AcknowledgeSuspension } from './acknowledge-suspension';

const ENDPOINT = `/api/companies/recognition/${RECOGNITION_ID}/suspension/${SUSPENSION_ID}/acknowledge`;

const renderStep = () =>
  renderAt(<AcknowledgeSuspension recognitionId={RECOGNITION_ID} suspensionId={SUSPENSION_ID} />, {
    route: '/',
    path: '/',
  });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

afterEach(cleanup);

describe('acknowledging a suspension', () => {
  it('asks for confirmation before anything is sent', async () => {
    const api = fakeApi({});
    renderStep();
    await press('Acknowledge the suspension');
    const question = screen.getByRole('dialog', { name: 'Acknowledge the suspension?' });
    expect(question).toHaveProperty('open', true);
    // Focus starts on Cancel, so a hurried Enter never confirms.
    expect(globalThis.document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
  });

  it('goes back without sending when the company cancels', async () => {
    const api = fakeApi({});
    renderStep();
    await press('Acknowledge the suspension');
    await press('Cancel');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
    expect(api.calls).toHaveLength(0);
  });

  it('acknowledges once confirmed, with an empty body', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ message: 'You have acknowledged the suspension.' }),
    });
    renderStep();
    await press('Acknowledge the suspension');
    await press('Confirm');
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({});
  });

  it('shows why the API refused', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 409,
        message: 'This suspension has already been acknowledged.',
      }),
    });
    renderStep();
    await press('Acknowledge the suspension');
    await press('Confirm');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['This suspension has already been acknowledged.', null]]),
    );
  });
});
