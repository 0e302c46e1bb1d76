import { z } from 'zod';
import { caseActionSchema } from './case-action-contracts.js';
import { type CodeOf, codeSchema, codesOf } from './codes.js';
import { pageOfSchema } from './list-paging.js';

/**
 * The e-mails the portal sends, as its outbox keeps them: each is written in the transaction of the
 * step it tells of, then delivered by the job queue, retried with backoff while the mail server fails,
 * and marked failed with the reason once it has tried long enough. An officer can send a failed one
 * again.
 */
export const OutgoingEmailStatus = {
  queued: 1,
  sent: 2,
  failed: 3,
} as const;
export type OutgoingEmailStatus = CodeOf<typeof OutgoingEmailStatus>;

export const OUTGOING_EMAIL_STATUSES = codesOf(OutgoingEmailStatus);
export const outgoingEmailStatusSchema = codeSchema(OUTGOING_EMAIL_STATUSES);

export const OUTGOING_EMAIL_STATUS_LABELS: Readonly<Record<OutgoingEmailStatus, string>> = {
  [OutgoingEmailStatus.queued]: 'Queued',
  [OutgoingEmailStatus.sent]: 'Sent',
  [OutgoingEmailStatus.failed]: 'Failed',
};

/** How many times an e-mail is tried before it is marked failed (over about two hours, with backoff). */
export const OUTGOING_EMAIL_MAX_ATTEMPTS = 8;

/** What an e-mail is about, for the case's timeline and the Messages screen's link. */
export const OUTGOING_EMAIL_SUBJECTS = ['application', 'recognition', 'pt-round', 'sign-in'] as const;
export type OutgoingEmailSubject = (typeof OUTGOING_EMAIL_SUBJECTS)[number];

/** The words shown where a sign-in e-mail's body was, once sent: its link must not outlive its use. */
export const REDACTED_EMAIL_BODY = 'This e-mail held a sign-in link. Its text is not kept once it is sent.';

export const OUTGOING_EMAIL_REFUSALS = {
  notFailed: 'Only an e-mail that has failed can be sent again.',
  signInLink:
    'A sign-in link is not sent again: it expires within minutes. The person asks for a new one on the sign-in page.',
  notFound: 'E-mail not found',
} as const;

/** Why an e-mail cannot be sent again now, or null when it can. */
export function sendAgainRefusal(email: {
  readonly status: OutgoingEmailStatus;
  readonly about: OutgoingEmailSubject | null;
}): string | null {
  if (email.status !== OutgoingEmailStatus.failed) return OUTGOING_EMAIL_REFUSALS.notFailed;
  if (email.about === 'sign-in') return OUTGOING_EMAIL_REFUSALS.signInLink;
  return null;
}

export const OUTGOING_EMAIL_ACTIONS = ['send-again'] as const;

/** One e-mail of the outbox, as officers see it (GET /api/officer/emails and a case's timeline). */
export const outgoingEmailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: outgoingEmailStatusSchema,
  statusLabel: z.string(),
  attempts: z.number().int(),
  /** Why the last attempt failed, in the mail server's words; null once sent. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  about: z.enum(OUTGOING_EMAIL_SUBJECTS).nullable(),
  /** The record the e-mail is about: an application, recognition or PT round id. */
  aboutId: z.uuid().nullable(),
  /** That record as people name it: "LRP-2026-001001", a recognition number, a round's name. */
  aboutLabel: z.string().nullable(),
  actions: z.array(caseActionSchema(OUTGOING_EMAIL_ACTIONS)),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

export const outgoingEmailPageSchema = pageOfSchema(outgoingEmailSchema);
export type OutgoingEmailPage = z.infer<typeof outgoingEmailPageSchema>;

/** How many e-mails are in each state, for the Messages screen's summary. */
export const outgoingEmailCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type OutgoingEmailCounts = z.infer<typeof outgoingEmailCountsSchema>;
