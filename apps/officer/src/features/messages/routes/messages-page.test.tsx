import { OUTGOING_EMAIL_REFUSALS, OutgoingEmailStatus } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  failedEmail,
  pageOf,
  requeued,
  sentEmail,
} from '../../../components/emails/outgoing-email.fixture';
import { apiPaths, paths } from '../../../config/paths';
import type { OutgoingEmail } from '../../../lib/outgoing-emails';
import { MessagesPage } from './messages-page';

const SENT = sentEmail(1);
const FAILED = failedEmail(2);
const SIGN_IN_LINK = failedEmail(3, {
  to: 'dave@overseas-lab.example',
  subject: 'Your FSMIS sign-in link',
  about: 'sign-in',
  aboutId: null,
  aboutLabel: null,
  actions: [{ name: 'send-again', open: false, reason: OUTGOING_EMAIL_REFUSALS.signInLink }],
});
const ABOUT_ROUND = sentEmail(4, {
  subject: 'PT round Patulin 2026 is open',
  about: 'pt-round',
  aboutId: '44444444-4444-4444-8444-444444444444',
  aboutLabel: 'Patulin 2026',
});
const ABOUT_RECOGNITION = sentEmail(5, {
  subject: 'Your recognition is suspended',
  about: 'recognition',
  aboutId: '55555555-5555-4555-8555-555555555555',
  aboutLabel: 'LRP-REC-0005',
});

/** The outbox as the API holds it: what the list and the counts answer, and what a send-again answers. */
function stubApi(emails: OutgoingEmail[], sendAgain: (email: OutgoingEmail) => FakeReply) {
  const outbox = [...emails];
  const counts = () => ({
    queued: outbox.filter((email) => email.status === OutgoingEmailStatus.queued).length,
    sent: outbox.filter((email) => email.status === OutgoingEmailStatus.sent).length,
    failed: outbox.filter((email) => email.status === OutgoingEmailStatus.failed).length,
  });
  return fakeApi({
    [`GET ${apiPaths.emails}`]: (_, { query }) => {
      const statuses = query.getAll('Status').map(Number);
      const items = outbox.filter((email) => statuses.length === 0 || statuses.includes(email.status));
      return { data: pageOf(items) };
    },
    [`GET ${apiPaths.emailCounts}`]: () => ({ data: counts() }),
    [`POST ${apiPaths.emailSendAgain(FAILED.id)}`]: () => {
      const reply = sendAgain(FAILED);
      if ((reply.status ?? 200) < 400) outbox.splice(outbox.indexOf(FAILED), 1, requeued(FAILED));
      return reply;
    },
  });
}

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: paths.messages.path, element: <MessagesPage /> }], {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const table = () => screen.getByRole('table', { name: /^E-mails the portal sends, newest first/ });
const rowOf = (subject: string) => {
  const row = within(table()).getByRole('cell', { name: subject }).closest('tr');
  if (!row) throw new Error(`No row for ${subject}`);
  return within(row);
};
const countOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('.messages-counts__value')
    ?.textContent;
/** The one "Send again" on screen; its name says which e-mail (checked in the first test). */
const sendAgainButton = () => screen.getByRole('button', { name: /^Send again/ });
/** The open confirmation dialog. */
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

afterEach(cleanup);

describe('the Messages screen', () => {
  it('shows the counts and each e-mail: its state in words, the reason it failed, and what it is about', async () => {
    stubApi([SENT, FAILED, SIGN_IN_LINK, ABOUT_ROUND, ABOUT_RECOGNITION], () => ({}));
    renderPage('/messages');
    await screen.findByRole('table');
    await waitFor(() => expect(countOf('Failed')).toBe('2'));
    expect(countOf('Sent')).toBe('3');
    expect(countOf('Queued')).toBe('0');
    expect(screen.getByRole('link', { name: 'List only these failed e-mails' }).getAttribute('href')).toBe(
      '/messages?Status=3',
    );

    const sent = rowOf(SENT.subject);
    expect(sent.getByText('Sent', { selector: 'strong' })).toBeTruthy();
    expect(sent.getByText('02 Nov 2026 09:02:00')).toBeTruthy();
    expect(sent.getByRole('link', { name: 'LRP-2026-001001' }).getAttribute('href')).toBe(
      `/applications/${APPLICATION_ID}`,
    );
    expect(sent.queryByRole('button')).toBeNull();

    const failed = rowOf(FAILED.subject);
    expect(failed.getByText('Failed', { selector: 'strong' })).toBeTruthy();
    expect(failed.getByText('Reason: 550 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(failed.getByRole('cell', { name: '8' })).toBeTruthy();

    // Closed for a sign-in link: no button, and the API's reason in its place.
    const signIn = rowOf(SIGN_IN_LINK.subject);
    expect(signIn.queryByRole('button')).toBeNull();
    expect(signIn.getByText(OUTGOING_EMAIL_REFUSALS.signInLink)).toBeTruthy();
    expect(signIn.getByText('Sign-in link')).toBeTruthy();
    expect(signIn.queryByRole('link')).toBeNull();

    expect(rowOf(ABOUT_ROUND.subject).getByRole('link', { name: 'Patulin 2026' }).getAttribute('href')).toBe(
      '/pt-rounds/44444444-4444-4444-8444-444444444444',
    );
    expect(
      rowOf(ABOUT_RECOGNITION.subject).getByRole('link', { name: 'LRP-REC-0005' }).getAttribute('href'),
    ).toBe('/recognitions/55555555-5555-4555-8555-555555555555');

    // The one open action, named after its e-mail.
    expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);
    expect(
      failed.getByRole('button', { name: `Send again: ${FAILED.subject} to ${FAILED.to}` }).textContent,
    ).toBe('Send again');
  });

  it('filters by status and search from the filter form, into the URL and the API’s query', async () => {
    const api = stubApi([SENT, FAILED], () => ({}));
    const router = renderPage('/messages');
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' alice2 ' } });
    fireEvent.click(screen.getByLabelText('Failed'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' })));

    await waitFor(() => expect(router.state.location.search).toBe('?Status=3&Search=alice2'));
    await waitFor(() =>
      expect(screen.getByText(/^Showing/, { selector: 'p' }).textContent).toBe('Showing 1 to 1 of 1 e-mail'),
    );
    const asked = api.calls.filter((call) => call.path === apiPaths.emails).at(-1);
    expect(asked?.query.getAll('Status')).toEqual(['3']);
    expect(asked?.query.get('Search')).toBe('alice2');
    expect(screen.queryByRole('cell', { name: SENT.subject })).toBeNull();
  });

  it('sends a failed e-mail again once confirmed, shows the API’s message, and reads the list and counts again', async () => {
    const message = `The e-mail to ${FAILED.to} is queued to be sent again.`;
    const api = stubApi([SENT, FAILED], (email) => ({ data: requeued(email), message }));
    renderPage('/messages');
    await screen.findByRole('table');
    await waitFor(() => expect(countOf('Failed')).toBe('1'));

    fireEvent.click(sendAgainButton());
    expect(dialog()?.textContent).toContain('Send the e-mail again?');
    expect(dialog()?.textContent).toContain('550 5.1.1 Mailbox unavailable');
    expect(api.sent('POST', apiPaths.emailSendAgain(FAILED.id))).toHaveLength(0);

    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Send it again' })),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(api.sent('POST', apiPaths.emailSendAgain(FAILED.id))).toHaveLength(1);
    expect(dialog()).toBeNull();
    // Its button is about to go: the message takes focus.
    expect(document.activeElement?.textContent).toContain(message);
    // The e-mail is queued now: its button has gone, and the counts say so.
    await waitFor(() => expect(countOf('Queued')).toBe('1'));
    expect(countOf('Failed')).toBe('0');
    expect(screen.queryByRole('button', { name: /^Send again/ })).toBeNull();
    expect(rowOf(FAILED.subject).getByText('Queued', { selector: 'strong' })).toBeTruthy();
  });

  it('shows the API’s refusal of a send-again, and does not try again by itself', async () => {
    const api = stubApi([FAILED], () => ({ status: 409, message: OUTGOING_EMAIL_REFUSALS.notFailed }));
    renderPage('/messages');
    fireEvent.click(await screen.findByRole('button', { name: /^Send again/ }));
    await act(async () =>
      fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Send it again' })),
    );

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(OUTGOING_EMAIL_REFUSALS.notFailed),
    );
    expect(screen.queryByText('Success')).toBeNull();
    expect(dialog()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('POST', apiPaths.emailSendAgain(FAILED.id))).toHaveLength(1);
  });

  it('says when no e-mail matches, with the way back to them all', async () => {
    stubApi([SENT], () => ({}));
    renderPage('/messages?Status=1');
    expect(await screen.findByRole('heading', { name: 'No e-mails match' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'clear the search and filters' }).getAttribute('href')).toBe(
      '/messages',
    );
  });
});
