import { describe, expect, it } from 'vitest';
import {
  OUTGOING_EMAIL_REFUSALS,
  OUTGOING_EMAIL_STATUS_LABELS,
  OUTGOING_EMAIL_STATUSES,
  OutgoingEmailStatus,
  outgoingEmailSchema,
  sendAgainRefusal,
} from './outgoing-email.js';

describe('an outgoing e-mail', () => {
  it('is queued, sent or failed, each with its label', () => {
    expect(OUTGOING_EMAIL_STATUSES.map((status) => OUTGOING_EMAIL_STATUS_LABELS[status])).toEqual([
      'Queued',
      'Sent',
      'Failed',
    ]);
  });

  it('may be sent again only once it has failed, and never when it held a sign-in link', () => {
    const failed = OutgoingEmailStatus.failed;
    expect(sendAgainRefusal({ status: failed, about: 'application' })).toBeNull();
    expect(sendAgainRefusal({ status: failed, about: null })).toBeNull();
    expect(sendAgainRefusal({ status: OutgoingEmailStatus.queued, about: 'application' })).toBe(
      OUTGOING_EMAIL_REFUSALS.notFailed,
    );
    expect(sendAgainRefusal({ status: OutgoingEmailStatus.sent, about: 'recognition' })).toBe(
      OUTGOING_EMAIL_REFUSALS.notFailed,
    );
    expect(sendAgainRefusal({ status: failed, about: 'sign-in' })).toBe(OUTGOING_EMAIL_REFUSALS.signInLink);
  });

  it('is described to officers with the actions open on it and why not', () => {
    const email = {
      id: '6b1f7c1e-2f0a-4f55-9d1e-9a8b7c6d5e4f',
      to: 'alice@alpha-labs.example',
      subject: 'Request for information on LRP-2026-001001',
      status: OutgoingEmailStatus.failed,
      statusLabel: 'Failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: '2026-11-28T08:00:00.000Z',
      sentAt: null,
      about: 'application',
      aboutId: '0d7a4b1e-2f0a-4f55-9d1e-9a8b7c6d5e4f',
      aboutLabel: 'LRP-2026-001001',
      actions: [{ name: 'send-again', open: true, reason: null }],
    };
    expect(outgoingEmailSchema.parse(email)).toEqual(email);
    expect(
      outgoingEmailSchema.safeParse({ ...email, actions: [{ name: 'delete', open: true, reason: null }] })
        .success,
    ).toBe(false);
  });
});
