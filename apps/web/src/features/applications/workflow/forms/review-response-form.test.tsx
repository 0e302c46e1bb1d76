import type { ApprovalDocument } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewResponseForm } from './review-response-form';
import {
  APPLICATION_ID,
  applicationCase,
  document,
  fakeApi,
  renderForm,
  summaryEntries,
} from './workflow-form-fixtures';

const DOCUMENT_ID = '5798901a-a477-43d2-a536-f7848aa9fc99';
const ENDPOINT = `/api/applications/${APPLICATION_ID}/review-response-document/${DOCUMENT_ID}`;

const approvalDocument: ApprovalDocument = {
  id: DOCUMENT_ID,
  title: 'Scope of recognition',
  reviewStatus: 0,
  reviewStatusLabel: 'Pending',
  versions: [
    {
      id: '0a4c2f5e-2b1a-4a43-9d3e-7c1b8f3e2d10',
      version: 1,
      document: document('scope.pdf'),
      note: null,
      status: 3,
      statusLabel: 'Sent',
      createdAt: '2026-11-20T06:05:00.000Z',
      response: null,
    },
  ],
};
const inReview = applicationCase(
  { approvalDocuments: [approvalDocument] },
  { status: 9, statusLabel: 'Documentary Review' },
);

const respond = () =>
  act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Send response to Scope of recognition' })),
  );

afterEach(cleanup);

describe('responding to an approval document', () => {
  it('asks for a decision first', async () => {
    const api = fakeApi({});
    renderForm(<ReviewResponseForm application={inReview} document={approvalDocument} />, inReview);
    expect(screen.getByRole('heading', { name: 'Respond to Scope of recognition (version 1)' })).toBeTruthy();
    await respond();
    expect(summaryEntries()).toEqual([
      ['Choose whether you accept the document', `#review-${DOCUMENT_ID}-decision`],
    ]);
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('needs a comment to reject the document', async () => {
    const api = fakeApi({});
    renderForm(<ReviewResponseForm application={inReview} document={approvalDocument} />, inReview);
    await act(async () => fireEvent.click(screen.getByLabelText('Reject this document')));
    await respond();
    expect(summaryEntries()).toEqual([
      ['Explain what must change in the document', `#review-${DOCUMENT_ID}-comment`],
    ]);
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('sends a rejection with its comment', async () => {
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => ({ data: inReview }) });
    renderForm(<ReviewResponseForm application={inReview} document={approvalDocument} />, inReview);
    await act(async () => fireEvent.click(screen.getByLabelText('Reject this document')));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Add the microbiology scope.' } });
    await respond();
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      decision: 'rejected',
      comment: 'Add the microbiology scope.',
      attachmentId: null,
    });
  });

  it('accepts without a comment, and shows a refusal without losing the choice', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 409,
        message: 'A newer version of this document has been sent.',
      }),
    });
    renderForm(<ReviewResponseForm application={inReview} document={approvalDocument} />, inReview);
    await act(async () => fireEvent.click(screen.getByLabelText('Accept this document')));
    await respond();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['A newer version of this document has been sent.', null]]),
    );
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      decision: 'accepted',
      comment: '',
      attachmentId: null,
    });
    expect((screen.getByLabelText('Accept this document') as HTMLInputElement).checked).toBe(true);
  });
});
