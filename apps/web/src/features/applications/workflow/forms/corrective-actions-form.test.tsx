import { CorrectiveActionStatus, type Finding } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CorrectiveActionsForm } from './corrective-actions-form';
import {
  APPLICATION_ID,
  applicationCase,
  correctiveAction,
  FromCache,
  fakeApi,
  finding,
  renderForm,
  summaryEntries,
} from './workflow-form-fixtures';

const DRAFT = `/api/applications/${APPLICATION_ID}/corrective-action`;
const SUBMIT = `/api/applications/${APPLICATION_ID}/findings-corrected`;

const fresh = finding(1);
const rejected = finding(2, [
  correctiveAction({
    text: 'We retrained the staff.',
    status: CorrectiveActionStatus.rejected,
    statusLabel: 'Rejected',
    submittedAt: '2026-11-20T06:05:00.000Z',
    reviewedAt: '2026-11-21T06:05:00.000Z',
    rejectionReason: 'Send the training records.',
  }),
]);
const submitted = finding(3, [
  correctiveAction({ text: 'Done.', status: CorrectiveActionStatus.submitted, statusLabel: 'Submitted' }),
]);
const pending = applicationCase({ findings: [fresh, rejected, submitted] });

/** The API's answer to a draft: the finding with its draft as the current action. */
function savedFinding(body: unknown): Finding {
  const draft = body as { findingId: string; text: string };
  const found = [fresh, rejected].find((each) => each.id === draft.findingId) ?? fresh;
  return {
    ...found,
    correctiveActions: [
      ...found.correctiveActions.filter((action) => action.status !== CorrectiveActionStatus.draft),
      correctiveAction({ attempt: found.correctiveActions.length + 1, text: draft.text }),
    ],
  };
}

const findingBlock = (number: number) =>
  screen.getByRole('region', { name: new RegExp(`^Finding ${number}:`) });
const actionBox = (number: number) =>
  screen.getByLabelText(`Corrective action for finding ${number}`) as HTMLTextAreaElement;
const submitAll = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit corrective actions' })));

afterEach(cleanup);

describe('the corrective actions form', () => {
  it('asks only for the findings awaiting an action, with the reason of a rejection', () => {
    fakeApi({});
    renderForm(<CorrectiveActionsForm application={pending} />, pending);
    expect(actionBox(1)).toBeTruthy();
    expect(actionBox(2)).toBeTruthy();
    expect(screen.queryByLabelText('Corrective action for finding 3')).toBeNull();
    expect(within(findingBlock(2)).getByText('Send the training records.')).toBeTruthy();
  });

  it('saves one finding’s draft and says when', async () => {
    const api = fakeApi({ [`PUT ${DRAFT}`]: (body) => ({ data: savedFinding(body) }) });
    const { cached } = renderForm(
      <FromCache>{(application) => <CorrectiveActionsForm application={application} />}</FromCache>,
      pending,
    );
    fireEvent.change(actionBox(2), { target: { value: 'Training records attached.' } });
    expect(within(findingBlock(2)).queryByText(/Draft saved/)).toBeNull();
    await act(async () =>
      fireEvent.click(within(findingBlock(2)).getByRole('button', { name: 'Save draft of finding 2' })),
    );
    await vi.waitFor(() => expect(api.sent('PUT', DRAFT)).toHaveLength(1));
    expect(api.sent('PUT', DRAFT)[0]?.body).toEqual({
      findingId: rejected.id,
      text: 'Training records attached.',
      attachmentIds: [],
    });
    await vi.waitFor(() =>
      expect(cached()?.workflow.findings[1]?.correctiveActions.at(-1)?.text).toBe(
        'Training records attached.',
      ),
    );
    expect(within(findingBlock(2)).getByText('Draft saved at 20 Nov 2026 14:05:00')).toBeTruthy();
    expect(actionBox(2).value).toBe('Training records attached.');
    expect(api.sent('POST', SUBMIT)).toHaveLength(0);
  });

  it('names each finding still without an action, linked to its field', async () => {
    const api = fakeApi({});
    renderForm(<CorrectiveActionsForm application={pending} />, pending);
    fireEvent.change(actionBox(2), { target: { value: 'Training records attached.' } });
    await submitAll();
    expect(summaryEntries()).toEqual([['Enter your corrective action for finding 1', '#finding-1-action']]);
    expect(api.calls.filter((call) => !call.url.startsWith('/api/form-drafts'))).toHaveLength(0);
  });

  it('saves every unsaved draft before submitting them all', async () => {
    const api = fakeApi({
      [`PUT ${DRAFT}`]: (body) => ({ data: savedFinding(body) }),
      [`POST ${SUBMIT}`]: () => ({
        data: applicationCase({}, { status: 7, statusLabel: 'Corrective Actions Review' }),
      }),
    });
    const { cached } = renderForm(<CorrectiveActionsForm application={pending} />, pending);
    fireEvent.change(actionBox(1), { target: { value: 'Calibrated the balance.' } });
    fireEvent.change(actionBox(2), { target: { value: 'Training records attached.' } });
    await submitAll();
    await vi.waitFor(() => expect(cached()?.status).toBe(7));
    const order = api.calls
      .filter((call) => !call.url.startsWith('/api/form-drafts'))
      .map((call) => [call.method, call.url, (call.body as { findingId?: string } | undefined)?.findingId]);
    expect(order).toEqual([
      ['PUT', DRAFT, fresh.id],
      ['PUT', DRAFT, rejected.id],
      ['POST', SUBMIT, undefined],
    ]);
  });

  it('shows why the submission was refused and keeps every answer', async () => {
    fakeApi({
      [`PUT ${DRAFT}`]: (body) => ({ data: savedFinding(body) }),
      [`POST ${SUBMIT}`]: () => ({ status: 409, message: 'Finding 1 has no corrective action yet.' }),
    });
    renderForm(<CorrectiveActionsForm application={pending} />, pending);
    fireEvent.change(actionBox(1), { target: { value: 'Calibrated the balance.' } });
    fireEvent.change(actionBox(2), { target: { value: 'Training records attached.' } });
    await submitAll();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['Finding 1 has no corrective action yet.', null]]),
    );
    expect(actionBox(1).value).toBe('Calibrated the balance.');
    expect(actionBox(2).value).toBe('Training records attached.');
  });

  it('links a refused draft’s field message to that finding', async () => {
    fakeApi({
      [`PUT ${DRAFT}`]: () => ({
        status: 400,
        message: { text: ['The corrective action must be 5,000 characters or fewer'] },
      }),
    });
    renderForm(<CorrectiveActionsForm application={pending} />, pending);
    fireEvent.change(actionBox(1), { target: { value: 'Calibrated the balance.' } });
    fireEvent.change(actionBox(2), { target: { value: 'Training records attached.' } });
    await submitAll();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['The corrective action must be 5,000 characters or fewer', '#finding-1-action'],
      ]),
    );
    expect(actionBox(1).getAttribute('aria-invalid')).toBe('true');
  });
});
