import { MAX_PAGE_SIZE, OUTGOING_EMAIL_REFUSALS } from '@fsmis/domain';
import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  failedEmail,
  pageOf,
  requeued,
  sentEmail,
} from '../../../components/emails/outgoing-email.fixture';
import { apiPaths } from '../../../config/paths';
import { ApplicationMessages } from './application-messages';

const SENT = sentEmail(1);
const FAILED = failedEmail(2);

function renderMessages(latestEventId = 'event-1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (eventId: string) => (
    <QueryClientProvider client={queryClient}>
      <ApplicationMessages applicationId={APPLICATION_ID} latestEventId={eventId} />
    </QueryClientProvider>
  );
  const { rerender } = render(view(latestEventId));
  return { addEvent: (eventId: string) => rerender(view(eventId)) };
}

const section = () => within(screen.getByRole('region', { name: 'Messages' }));
const itemOf = (subject: string) => {
  const item = section().getByText(subject).closest('li');
  if (!item) throw new Error(`No e-mail "${subject}"`);
  return within(item);
};
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

afterEach(cleanup);

describe('the e-mails on the case’s timeline', () => {
  it('asks for the application’s e-mails and shows each with its recipient and state in words', async () => {
    const queued = requeued(failedEmail(3, { subject: 'Invoice for LRP-2026-001003' }));
    const api = fakeApi({
      [`GET ${apiPaths.emails}`]: () => ({ data: pageOf([queued, FAILED, SENT], MAX_PAGE_SIZE) }),
    });
    renderMessages();
    await section().findByText(SENT.subject);
    const asked = api.calls.at(-1);
    expect(asked?.query.get('AboutId')).toBe(APPLICATION_ID);
    expect(asked?.query.get('PageSize')).toBe(String(MAX_PAGE_SIZE));

    const sent = itemOf(SENT.subject);
    expect(sent.getByText(`To ${SENT.to}`)).toBeTruthy();
    expect(sent.getByText('Sent', { selector: 'strong' })).toBeTruthy();
    expect(sent.getByText('02 Nov 2026 09:02:00')).toBeTruthy();
    expect(sent.queryByRole('button')).toBeNull();

    const failed = itemOf(FAILED.subject);
    expect(failed.getByText('Failed', { selector: 'strong' })).toBeTruthy();
    expect(failed.getByText('Reason: 550 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(
      failed.getByRole('button', { name: `Send again: ${FAILED.subject} to ${FAILED.to}` }),
    ).toBeTruthy();

    const waiting = itemOf('Invoice for LRP-2026-001003');
    expect(waiting.getByText('Queued', { selector: 'strong' })).toBeTruthy();
    expect(waiting.getByText(/^Last attempt failed, trying again:/)).toBeTruthy();
    expect(waiting.queryByRole('button')).toBeNull();
  });

  it('reads the e-mails again when a step adds an event to the case, keeping the ones shown meanwhile', async () => {
    let outbox = [SENT];
    const api = fakeApi({ [`GET ${apiPaths.emails}`]: () => ({ data: pageOf(outbox, MAX_PAGE_SIZE) }) });
    const { addEvent } = renderMessages('event-1');
    await section().findByText(SENT.subject);

    outbox = [FAILED, SENT];
    addEvent('event-2');
    expect(section().getByText(SENT.subject)).toBeTruthy();
    expect(await section().findByText(FAILED.subject)).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });

  it('says so when no e-mail is about the application', async () => {
    fakeApi({ [`GET ${apiPaths.emails}`]: () => ({ data: pageOf([], MAX_PAGE_SIZE) }) });
    renderMessages();
    expect(await section().findByText('No e-mail has been sent about this application yet.')).toBeTruthy();
  });

  it('sends a failed one again once confirmed, announces the API’s message and shows it queued', async () => {
    let outbox = [FAILED, SENT];
    const message = `The e-mail to ${FAILED.to} is queued to be sent again.`;
    const api = fakeApi({
      [`GET ${apiPaths.emails}`]: () => ({ data: pageOf(outbox, MAX_PAGE_SIZE) }),
      [`POST ${apiPaths.emailSendAgain(FAILED.id)}`]: () => {
        outbox = [requeued(FAILED), SENT];
        return { data: requeued(FAILED), message };
      },
    });
    renderMessages();
    fireEvent.click(await section().findByRole('button', { name: /^Send again/ }));
    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Send it again' })),
    );

    await waitFor(() => expect(section().getByRole('status').textContent).toBe(message));
    await waitFor(() =>
      expect(itemOf(FAILED.subject).getByText('Queued', { selector: 'strong' })).toBeTruthy(),
    );
    expect(section().queryByRole('button', { name: /^Send again/ })).toBeNull();
    expect(api.sent('POST', apiPaths.emailSendAgain(FAILED.id))).toHaveLength(1);
  });

  it('shows the API’s refusal as an alert, once, and reads the e-mails again', async () => {
    const api = fakeApi({
      [`GET ${apiPaths.emails}`]: () => ({ data: pageOf([FAILED], MAX_PAGE_SIZE) }),
      [`POST ${apiPaths.emailSendAgain(FAILED.id)}`]: () => ({
        status: 409,
        message: OUTGOING_EMAIL_REFUSALS.notFailed,
      }),
    });
    renderMessages();
    fireEvent.click(await section().findByRole('button', { name: /^Send again/ }));
    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Send it again' })),
    );

    await waitFor(() =>
      expect(section().getByRole('alert').textContent).toBe(OUTGOING_EMAIL_REFUSALS.notFailed),
    );
    // A refusal may mean the e-mail changed meanwhile: the list is read again.
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(api.sent('POST', apiPaths.emailSendAgain(FAILED.id))).toHaveLength(1);
  });
});
