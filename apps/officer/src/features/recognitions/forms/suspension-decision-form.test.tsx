import { type FakeReply, fakeApi as fakeApiOf } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { chooseFiles } from '@fsmis/ui/testing/form-test-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuspensionDecisionForm } from './suspension-decision-form';
import type { OfficerSuspensionAction } from './suspension-decision-steps';

const SUSPENSION_ID = '9e4d2c1b-7a6f-4e3d-8c2b-1a0f9e8d7c6b';
const endpoint = (action: string) => `/api/officer/recognitions/suspensions/${SUSPENSION_ID}/${action}`;

/**
 * The API as the form meets it: the uploads of its documents (`uploads`), and the step's own calls, each
 * answered with `answer`'s envelope: what answers the step's calls, as they are so far.
 */
function fakeApi(answer: FakeReply, uploads = fakeUploads()) {
  const { calls } = fakeApiOf(uploads.routes, (body, call) =>
    call.path.startsWith('/api/attachments/') ? uploads.otherwise(body, call) : answer,
  );
  return () => calls.filter((call) => !call.path.startsWith('/api/attachments/'));
}

function renderForm(action: OfficerSuspensionAction, onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SuspensionDecisionForm
        suspensionId={SUSPENSION_ID}
        action={action}
        recognition={{ recognitionNumber: 'LRP-REC-2026-0001', programmeLabel: 'LRP' }}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

const reason = () => screen.getByLabelText('Reason') as HTMLTextAreaElement;
/** The reason's count of characters against the contract's limit, as shown under it. */
const shownCount = () => document.querySelector('.textarea__count')?.textContent;
const click = (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole('button', { name })));
/** The error summary's messages, each with the field it leads to. */
const summaryEntries = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);

afterEach(cleanup);

describe('an officer’s decision on a suspension', () => {
  it('asks for the reason before anything is sent or confirmed', async () => {
    const sent = fakeApi({ message: 'The recognition is suspended.' });
    renderForm('suspend');
    fireEvent.change(reason(), { target: { value: '   ' } });
    await click('Suspend the recognition');
    expect(summaryEntries()).toEqual([['Enter the reason', '#suspension-suspend-reason']]);
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it('suspends only once confirmed, then hands on the API’s confirmation', async () => {
    const sent = fakeApi({
      data: { status: 4, statusLabel: 'Suspended' },
      message: 'The recognition is suspended.',
    });
    const onDone = renderForm('suspend');
    expect(shownCount()).toBe('You have 2,000 characters remaining');
    fireEvent.change(reason(), { target: { value: '  Two rounds of PT failed.  ' } });
    expect(shownCount()).toBe('You have 1,972 characters remaining');
    await click('Suspend the recognition');
    const dialog = screen.getByRole('dialog', { name: 'Suspend LRP-REC-2026-0001?' });
    expect(sent()).toHaveLength(0);

    await click('Suspend the recognition', dialog);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('The recognition is suspended.'));
    expect(sent().map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: endpoint('suspend'), method: 'POST', body: { reason: 'Two rounds of PT failed.', files: [] } },
    ]);
    expect(reason().value).toBe('');
  });

  it('sends the documents uploaded, by their attachment ids, once they are ready', async () => {
    const uploads = fakeUploads();
    const sent = fakeApi({ message: 'The company has been asked for details.' }, uploads);
    renderForm('require-details');
    fireEvent.change(screen.getByLabelText('What the company must tell you'), {
      target: { value: 'Why were the results late?' },
    });
    chooseFiles('Documents (optional)', [
      new File(['%PDF-1.4 test'], 'questions.pdf', { type: 'application/pdf' }),
    ]);
    await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
    await click('Send the request');
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      reason: 'Why were the results late?',
      files: [uploads.attachments[0]?.attachmentId],
    });
  });

  it('sends nothing while a document is checked for viruses', async () => {
    const sent = fakeApi(
      { message: 'The company has been asked for details.' },
      fakeUploads({ scanned: false }),
    );
    renderForm('require-details');
    fireEvent.change(screen.getByLabelText('What the company must tell you'), { target: { value: 'Why?' } });
    chooseFiles('Documents (optional)', [
      new File(['%PDF-1.4'], 'questions.pdf', { type: 'application/pdf' }),
    ]);
    await vi.waitFor(() => expect(screen.getByText('Checking for viruses…')).toBeTruthy());
    await click('Send the request');
    expect(summaryEntries()).toEqual([
      ['Wait until questions.pdf has been checked for viruses', '#suspension-require-details-files'],
    ]);
    expect(sent()).toHaveLength(0);
  });

  it('shows the API’s refusal of a file on the documents, and keeps what was typed', async () => {
    fakeApi({ status: 400, message: { 'files.0': ['questions.pdf: The selected file contains a virus'] } });
    const onDone = renderForm('require-details');
    fireEvent.change(screen.getByLabelText('What the company must tell you'), { target: { value: 'Why?' } });
    chooseFiles('Documents (optional)', [
      new File(['%PDF-1.4'], 'questions.pdf', { type: 'application/pdf' }),
    ]);
    await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
    await click('Send the request');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['questions.pdf: The selected file contains a virus', '#suspension-require-details-files'],
      ]),
    );
    expect((screen.getByLabelText('What the company must tell you') as HTMLTextAreaElement).value).toBe(
      'Why?',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as it is, and closes the confirmation', async () => {
    fakeApi({
      status: 409,
      message: 'You cannot reinstate the recognition while the suspension is Revoked.',
    });
    renderForm('reinstate');
    fireEvent.change(reason(), { target: { value: 'The appeal succeeded.' } });
    await click('Reinstate the recognition');
    await click('Reinstate the recognition', screen.getByRole('dialog'));
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['You cannot reinstate the recognition while the suspension is Revoked.', null],
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
