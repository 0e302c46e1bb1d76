import { ApplicationStatus, CorrectiveActionStatus, type OfficerApplicationCase } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationQueryKey } from '../api/get-application';
import { CaseActions } from './case-actions';
import { approvalDocument, CASE_ID, finding, officerCase, verification } from './case-fixture';

const S = ApplicationStatus;
const step = (name: string) => `/api/officer/applications/${CASE_ID}/${name}`;

/** The case view's part: the actions of the case as the query cache holds it now. */
function FromCache() {
  const { data } = useQuery<OfficerApplicationCase | null>({
    queryKey: applicationQueryKey(CASE_ID),
    queryFn: () => null,
    enabled: false,
  });
  return data ? <CaseActions application={data} /> : null;
}

function renderActions(application: OfficerApplicationCase) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(applicationQueryKey(CASE_ID), application);
  render(
    <QueryClientProvider client={queryClient}>
      <FromCache />
    </QueryClientProvider>,
  );
  return () => queryClient.getQueryData<OfficerApplicationCase>(applicationQueryKey(CASE_ID));
}

const open = (action: string) => fireEvent.click(screen.getByRole('button', { name: action }));
const form = (action: string) => screen.getByRole('form', { name: action });
const press = (scope: HTMLElement, name: string) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const summary = () =>
  [...document.querySelectorAll('.error-summary li')].map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);
/** The open confirmation dialog. */
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

afterEach(cleanup);

describe('the officer’s actions on a case', () => {
  it('offers only what the status allows, each behind its own button', () => {
    renderActions(officerCase(S.applicationReview));
    const toggles = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'))
      .map((button) => button.textContent);
    expect(toggles).toEqual([
      'Request information',
      'Schedule the site verification',
      'Issue an invoice',
      'Add a comment',
      'Void the application',
      'Withdraw the application',
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('requests information: the problems first, then the API’s own, then its message and the new state', async () => {
    const requested = officerCase(S.requestForInformation);
    let answer: { status?: number; data?: unknown; message?: unknown } = {
      status: 400,
      message: { dueDate: ['Enter a due date from today on'] },
    };
    const api = fakeApi({ [`POST ${step('correspondence-emails')}`]: () => answer });
    const cached = renderActions(officerCase(S.applicationReview));
    open('Request information');
    const request = form('Request information');
    await press(request, 'Send the request');
    expect(summary()).toEqual([
      ['Enter a subject', '#request-information-subject'],
      ['Enter the message', '#request-information-message'],
      ['Enter the date the answer is due', '#request-information-due-date'],
    ]);

    fill(request, 'Subject', 'Your quality manual');
    fill(request, 'Message', 'Send the current quality manual.');
    fill(request, 'Documents requested (optional)', 'Quality manual\n\n  Calibration records  ');
    fill(request, 'Answer due by', '2020-01-01');
    await press(request, 'Send the request');
    await vi.waitFor(() =>
      expect(summary()).toEqual([['Enter a due date from today on', '#request-information-due-date']]),
    );
    expect(within(request).getByLabelText('Answer due by').getAttribute('aria-invalid')).toBe('true');

    answer = { data: requested, message: 'Sent request for information 1 on LRP-2026-0107.' };
    fill(request, 'Answer due by', '2099-01-01');
    await press(request, 'Send the request');
    await vi.waitFor(() => expect(cached()?.status).toBe(S.requestForInformation));
    expect(api.sent('POST', step('correspondence-emails')).at(-1)?.body).toEqual({
      subject: 'Your quality manual',
      message: 'Send the current quality manual.',
      documentsRequested: ['Quality manual', 'Calibration records'],
      dueDate: '2099-01-01',
    });
    // The cache changes before the section draws again from it.
    await vi.waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain(
        'Sent request for information 1 on LRP-2026-0107.',
      );
      expect(screen.queryByRole('button', { name: 'Request information' })).toBeNull();
    });
  });

  it('raises findings only once the officer confirms, with each finding’s severity code', async () => {
    const api = fakeApi({
      [`POST ${step('verification/outcome')}`]: () => ({
        data: officerCase(S.pendingFindingsAcknowledgement),
        message: 'Raised 1 finding on LRP-2026-0107.',
      }),
    });
    const cached = renderActions(officerCase(S.verificationCheck, { verification: verification(true) }));
    open('Record the verification outcome');
    const outcome = form('Record the verification outcome');
    await press(outcome, 'Record the outcome');
    expect(summary()).toEqual([
      ['Choose whether the verification found anything to raise', '#verification-outcome'],
    ]);

    fireEvent.click(within(outcome).getByLabelText('Findings to raise'));
    await press(outcome, 'Record the outcome');
    expect(summary().map(([text]) => text)).toEqual([
      'Enter the clause',
      'Describe the finding',
      'Choose how serious the finding is',
      'Enter the date the corrective action is due',
    ]);

    fill(outcome, 'Clause', '6.4.1');
    fill(outcome, 'Description', 'The balance has no current calibration.');
    fireEvent.click(within(outcome).getByLabelText('Major'));
    fill(outcome, 'Corrective action due by', '2099-01-31');
    await press(outcome, 'Record the outcome');
    expect(dialog()?.textContent).toContain('Raise 1 finding?');
    expect(api.sent('POST', step('verification/outcome'))).toHaveLength(0);

    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Raise 1 finding' })),
    );
    await vi.waitFor(() => expect(cached()?.status).toBe(S.pendingFindingsAcknowledgement));
    expect(api.sent('POST', step('verification/outcome'))[0]?.body).toEqual({
      findings: [
        {
          clause: '6.4.1',
          description: 'The balance has no current calibration.',
          severity: 2,
          dueDate: '2099-01-31',
        },
      ],
    });
  });

  it('rejects a corrective action only with a reason, and confirms the rejection', async () => {
    const submitted = finding(1, CorrectiveActionStatus.submitted);
    const api = fakeApi({
      [`POST ${step('corrective-action-review')}`]: () => ({
        data: officerCase(S.pendingCorrectiveAction, { findings: [submitted] }),
        message: 'Returned 1 corrective action on LRP-2026-0107 to the company.',
      }),
    });
    renderActions(officerCase(S.correctiveActionsReview, { findings: [submitted] }));
    open('Review the corrective actions');
    const review = form('Review the corrective actions');
    expect(within(review).getByText('The balance 1 was calibrated by an accredited body.')).toBeTruthy();

    fireEvent.click(within(review).getByLabelText('Reject'));
    await press(review, 'Record the decisions');
    expect(summary()).toEqual([
      ['Explain why the corrective action is rejected', '#corrective-action-review-1-reason'],
    ]);

    fill(review, 'Why is the corrective action for finding 1 rejected?', 'Send the calibration certificate.');
    await press(review, 'Record the decisions');
    await act(async () =>
      fireEvent.click(
        within(dialog() as HTMLElement).getByRole('button', { name: 'Reject 1 corrective action' }),
      ),
    );
    await vi.waitFor(() => expect(api.sent('POST', step('corrective-action-review'))).toHaveLength(1));
    expect(api.sent('POST', step('corrective-action-review'))[0]?.body).toEqual({
      decisions: [
        { findingId: submitted.id, decision: 'rejected', reason: 'Send the calibration certificate.' },
      ],
    });
  });

  it('voids the application with its reason, after a confirmation that Cancel backs out of', async () => {
    const api = fakeApi({
      [`POST ${step('void')}`]: () => ({ data: officerCase(S.voided), message: 'Voided LRP-2026-0107.' }),
    });
    const cached = renderActions(officerCase(S.applicationReview));
    open('Void the application');
    const voiding = form('Void the application');
    fill(voiding, 'Why is the application voided?', 'It duplicates LRP-2026-0099.');
    await press(voiding, 'Void');
    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
    );
    expect(dialog()).toBeNull();
    expect(api.sent('POST', step('void'))).toHaveLength(0);

    await press(voiding, 'Void');
    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Void the application' })),
    );
    await vi.waitFor(() => expect(cached()?.status).toBe(S.voided));
    expect(api.sent('POST', step('void'))[0]?.body).toEqual({ reason: 'It duplicates LRP-2026-0099.' });
    expect(
      await screen.findByText('There is nothing more to do on this application: it is Voided.'),
    ).toBeTruthy();
  });

  it('does not offer the documents as ready while the company owes an answer, and says why beside the title', () => {
    fakeApi({});
    renderActions(
      officerCase(S.documentaryReview, { approvalDocuments: [approvalDocument('Scope of recognition')] }),
    );
    expect(screen.queryByRole('button', { name: 'Mark the approval documents ready' })).toBeNull();
    const title = screen.getByRole('heading', { name: 'Mark the approval documents ready' });
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Not available now: The company has not yet answered 1 approval document.',
    );
  });

  it('shows why the API refused a confirmed step, and keeps the step on offer', async () => {
    // The company rejected the document after the case was read: the API refuses what the page offered.
    const refusal = 'Replace the 1 approval document the company rejected first.';
    fakeApi({ [`POST ${step('approval-documents-ready')}`]: () => ({ status: 409, message: refusal }) });
    const cached = renderActions(
      officerCase(S.documentaryReview, {
        approvalDocuments: [approvalDocument('Scope of recognition', true)],
      }),
    );
    open('Mark the approval documents ready');
    const ready = form('Mark the approval documents ready');
    await press(ready, 'Mark the documents ready');
    await act(async () =>
      fireEvent.click(
        within(dialog() as HTMLElement).getByRole('button', { name: 'Mark the documents ready' }),
      ),
    );
    await vi.waitFor(() => expect(summary()).toEqual([[refusal, null]]));
    expect(dialog()).toBeNull();
    expect(cached()?.status).toBe(S.documentaryReview);
    expect(screen.queryByText('Success')).toBeNull();
    expect(form('Mark the approval documents ready')).toBeTruthy();
  });
});
