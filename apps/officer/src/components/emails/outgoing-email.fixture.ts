import { OUTGOING_EMAIL_REFUSALS, type OutgoingEmail, OutgoingEmailStatus } from '@fsmis/domain';

/** The application most e-mails of the tests are about. */
export const APPLICATION_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const idOf = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

/** An e-mail about an application, sent: its send-again closed, as the API says. */
export function sentEmail(number: number, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    id: idOf(number),
    to: `alice${number}@alpha-labs.example`,
    subject: `Application LRP-2026-00100${number} submitted`,
    status: OutgoingEmailStatus.sent,
    statusLabel: 'Sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-02T01:00:00.000Z',
    sentAt: '2026-11-02T01:02:00.000Z',
    about: 'application',
    aboutId: APPLICATION_ID,
    aboutLabel: `LRP-2026-00100${number}`,
    actions: [{ name: 'send-again', open: false, reason: OUTGOING_EMAIL_REFUSALS.notFailed }],
    ...overrides,
  };
}

/** An e-mail the mail server refused to the end, which an officer may send again. */
export function failedEmail(number: number, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return sentEmail(number, {
    subject: `Request for information on LRP-2026-00100${number}`,
    status: OutgoingEmailStatus.failed,
    statusLabel: 'Failed',
    attempts: 8,
    lastError: '550 5.1.1 Mailbox unavailable',
    sentAt: null,
    actions: [{ name: 'send-again', open: true, reason: null }],
    ...overrides,
  });
}

/** The same e-mail once sent again: queued, its attempts back to none, its last reason kept. */
export function requeued(email: OutgoingEmail): OutgoingEmail {
  return {
    ...email,
    status: OutgoingEmailStatus.queued,
    statusLabel: 'Queued',
    attempts: 0,
    actions: [{ name: 'send-again', open: false, reason: OUTGOING_EMAIL_REFUSALS.notFailed }],
  };
}

export const pageOf = (items: readonly OutgoingEmail[], pageSize = 10) => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});
