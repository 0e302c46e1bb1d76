import type { Correspondence } from '@fsmis/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerRequestForm } from './answer-request-form';
import {
  APPLICATION_ID,
  applicationCase,
  fakeApi,
  renderForm,
  summaryEntries,
} from './workflow-form-fixtures';

const REQUEST_ID = '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8';
const ENDPOINT = `/api/applications/${APPLICATION_ID}/more-info-provided`;

const request: Correspondence = {
  id: REQUEST_ID,
  round: 1,
  subject: 'Your quality manual',
  message: 'Send the current quality manual.',
  documentsRequested: ['Quality manual', 'Organisation chart'],
  dueDate: '2026-12-12',
  status: 3,
  statusLabel: 'Sent',
  sentAt: '2026-11-20T06:05:00.000Z',
  sentByName: 'Olivia Tan',
  response: null,
};

const inRequest = applicationCase(
  { correspondence: [request] },
  { status: 3, statusLabel: 'Request For Information' },
);
const answered = applicationCase({}, { status: 2, statusLabel: 'Application Review' });

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send your answer' })));
const answerBox = () => screen.getByLabelText('Your answer') as HTMLTextAreaElement;

afterEach(cleanup);

describe('answering a request for information', () => {
  it('reminds the company of the documents asked for, and counts the characters left', () => {
    fakeApi({});
    renderForm(<AnswerRequestForm application={inRequest} request={request} />, inRequest);
    expect(screen.getByText('Quality manual')).toBeTruthy();
    expect(screen.getByText('Organisation chart')).toBeTruthy();
    fireEvent.change(answerBox(), { target: { value: 'Attached.' } });
    expect(screen.getByText('You have 4,991 characters remaining')).toBeTruthy();
  });

  it('asks for an answer before anything is sent', async () => {
    const api = fakeApi({});
    renderForm(<AnswerRequestForm application={inRequest} request={request} />, inRequest);
    await send();
    expect(summaryEntries()).toEqual([['Enter your answer to the request', '#answer-request-response']]);
    expect(answerBox().getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);
  });

  it('sends the answer, then the page holds the application the API returned', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ data: answered, message: 'Your answer has been sent.' }),
    });
    const { cached } = renderForm(<AnswerRequestForm application={inRequest} request={request} />, inRequest);
    fireEvent.change(answerBox(), { target: { value: '  The manual is attached.  ' } });
    await send();
    await vi.waitFor(() => expect(cached()?.status).toBe(2));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({
      correspondenceId: REQUEST_ID,
      response: 'The manual is attached.',
      attachmentIds: [],
    });
  });

  it('shows the reason of a refusal in the error summary and keeps what was typed', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 400,
        message: { response: ['Your answer must be 5,000 characters or fewer'] },
      }),
    });
    renderForm(<AnswerRequestForm application={inRequest} request={request} />, inRequest);
    fireEvent.change(answerBox(), { target: { value: 'An answer' } });
    await send();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['Your answer must be 5,000 characters or fewer', '#answer-request-response'],
      ]),
    );
    expect(answerBox().value).toBe('An answer');
  });

  it('shows a 409 reason as it is', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ status: 409, message: 'This request has already been answered.' }),
    });
    renderForm(<AnswerRequestForm application={inRequest} request={request} />, inRequest);
    fireEvent.change(answerBox(), { target: { value: 'An answer' } });
    await send();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['This request has already been answered.', null]]),
    );
    expect(answerBox().value).toBe('An answer');
  });
});
