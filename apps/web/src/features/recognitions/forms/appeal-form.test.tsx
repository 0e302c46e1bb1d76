import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, RECOGNITION_ID, renderAt, SUSPENSION_ID, summaryEntries } from '../recognition-fixtures';
import { AppealForm } from './appeal-form';

const ENDPOINT = `/api/companies/recognition/${RECOGNITION_ID}/suspension/${SUSPENSION_ID}/appeal`;

const renderForm = () =>
  renderAt(
    <AppealForm
      recognitionId={RECOGNITION_ID}
      suspensionId={SUSPENSION_ID}
      appealDeadline="2026-12-12T15:59:59.000Z"
    />,
    { route: '/', path: '/' },
  );
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit appeal' })));
/** Submits, then confirms in the dialog that says an appeal is sent once. */
const submitAndConfirm = async () => {
  await submit();
  await act(async () =>
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Submit your appeal?' })).getByRole('button', {
        name: 'Send the appeal',
      }),
    ),
  );
};
const statement = () => screen.getByLabelText('Grounds of appeal') as HTMLTextAreaElement;

afterEach(cleanup);

describe('appealing against a suspension', () => {
  it('asks for the grounds of appeal before anything is sent', async () => {
    const api = fakeApi({});
    renderForm();
    await submit();
    expect(summaryEntries()).toEqual([['Enter your grounds of appeal', '#appeal-text']]);
    expect(statement().getAttribute('aria-invalid')).toBe('true');
    expect(globalThis.document.activeElement?.className).toBe('error-summary');
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('does not take spaces alone for grounds', async () => {
    const api = fakeApi({});
    renderForm();
    fireEvent.change(statement(), { target: { value: '   ' } });
    await submit();
    expect(summaryEntries()).toEqual([['Enter your grounds of appeal', '#appeal-text']]);
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('says until when an appeal may be made, and counts the characters left', () => {
    fakeApi({});
    renderForm();
    expect(screen.getByText(/Tell us why the suspension should be lifted by 12 Dec 2026/)).toBeTruthy();
    fireEvent.change(statement(), { target: { value: 'The reports were re-signed.' } });
    expect(screen.getByText('You have 4,973 characters remaining')).toBeTruthy();
  });

  it('asks for confirmation, saying an appeal is made once, and sends nothing when cancelled', async () => {
    const api = fakeApi({});
    renderForm();
    fireEvent.change(statement(), { target: { value: 'The auditor is now authorised.' } });
    await submit();
    const dialog = screen.getByRole('dialog', { name: 'Submit your appeal?' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.textContent).toContain('You can appeal against this suspension only once.');
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(dialog).toHaveProperty('open', false);
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
    expect(statement().value).toBe('The auditor is now authorised.');
  });

  it('sends the grounds, trimmed, with the documents given', async () => {
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => ({ message: 'Your appeal has been submitted.' }) });
    renderForm();
    fireEvent.change(statement(), { target: { value: '  The auditor is now authorised.  ' } });
    await submitAndConfirm();
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      statement: 'The auditor is now authorised.',
      attachmentIds: [],
    });
  });

  it('shows the API’s field message on the field, and keeps what was typed', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 400,
        message: { statement: ['Your grounds of appeal must be 5,000 characters or fewer'] },
      }),
    });
    renderForm();
    fireEvent.change(statement(), { target: { value: 'Grounds' } });
    await submitAndConfirm();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['Your grounds of appeal must be 5,000 characters or fewer', '#appeal-text'],
      ]),
    );
    expect(statement().value).toBe('Grounds');
  });

  it('shows a refusal’s reason as it is', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ status: 409, message: 'The appeal period ended on 12 Dec 2026.' }),
    });
    renderForm();
    fireEvent.change(statement(), { target: { value: 'Grounds' } });
    await submitAndConfirm();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['The appeal period ended on 12 Dec 2026.', null]]),
    );
  });
});
