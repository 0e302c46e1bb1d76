import {
  OUTGOING_EMAIL_MAX_ATTEMPTS,
  OUTGOING_EMAIL_REFUSALS,
  OUTGOING_EMAIL_STATUS_LABELS,
  OUTGOING_EMAIL_STATUSES,
  type OutgoingEmail,
  type OutgoingEmailCounts,
  OutgoingEmailStatus,
  type OutgoingEmailSubject,
  type PageOf,
  REDACTED_EMAIL_BODY,
  sendAgainRefusal,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { type NamedOfficerActor, recordOfficerAction } from '../audit/audit.service.js';
import type { Mailer, MailMessage } from './mailer.js';
import * as repository from './outbox.repository.js';

/** What an e-mail is about, so that its state shows on that record's timeline. */
export interface EmailAbout {
  readonly kind: OutgoingEmailSubject;
  readonly id: string | null;
  readonly label: string | null;
}

export interface QueuedEmail extends MailMessage {
  /** Whose users it goes to, when it goes to a company's. */
  readonly companyId?: string | null;
  readonly about?: EmailAbout | null;
  /** It holds a secret (a sign-in link): its body is cleared once sent. */
  readonly sensitive?: boolean;
}

/** The one way the portal sends e-mail: written in the caller's transaction, delivered by the job queue. */
export interface Outbox {
  queue(tx: Database, email: QueuedEmail): Promise<void>;
}

export const DELIVER_EMAIL = 'deliver-email';

export function createOutbox(jobs: Pick<JobQueue, 'add'>): Outbox {
  return {
    async queue(tx, email) {
      const id = await repository.insertOutgoingEmail(tx, {
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        companyId: email.companyId ?? null,
        about: email.about?.kind ?? null,
        aboutId: email.about?.id ?? null,
        aboutLabel: email.about?.label ?? null,
        sensitive: email.sensitive ?? false,
      });
      await jobs.add(tx, DELIVER_EMAIL, { emailId: id });
    },
  };
}

/** The Message-ID of an outbox e-mail: the same on every attempt, so a receiver can tell a repeat. */
export const messageIdOf = (emailId: string) => `<${emailId}@outbox.fsmis.portal>`;

/**
 * Delivers one e-mail of the outbox. A refusal of the mail server is recorded and thrown, so the job
 * queue tries again with backoff; the last allowed attempt marks the e-mail failed with the reason.
 */
export async function deliverEmail(
  context: { readonly db: Database; readonly mailer: Mailer },
  emailId: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  const row = await repository.findOutgoingEmail(context.db, emailId);
  if (row?.status !== OutgoingEmailStatus.queued) return;
  try {
    await context.mailer.send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      messageId: messageIdOf(row.id),
    });
  } catch (error) {
    const final = row.attempts + 1 >= OUTGOING_EMAIL_MAX_ATTEMPTS;
    await repository.recordFailedAttempt(context.db, row, mailErrorReason(error), final);
    if (final) return;
    throw error;
  }
  await repository.markSent(context.db, row, REDACTED_EMAIL_BODY, now());
}

/** The mail server's refusal in one line an officer can read (no stack, no credentials). */
export function mailErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0]?.trim() || 'The mail server did not accept the e-mail.';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

export function toOutgoingEmail(row: repository.OutgoingEmailRow): OutgoingEmail {
  const refusal = sendAgainRefusal({ status: row.status, about: row.about });
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    statusLabel: OUTGOING_EMAIL_STATUS_LABELS[row.status],
    attempts: row.attempts,
    lastError: row.status === OutgoingEmailStatus.sent ? null : row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    about: row.about,
    aboutId: row.aboutId,
    aboutLabel: row.aboutLabel,
    actions: [{ name: 'send-again', open: refusal === null, reason: refusal }],
  };
}

export async function listEmails(
  db: Database,
  query: repository.OutgoingEmailFilter & { page: number; pageSize: number },
): Promise<PageOf<OutgoingEmail>> {
  const { rows, total } = await repository.listOutgoingEmails(db, query, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toOutgoingEmail), total, page: query.page, pageSize: query.pageSize };
}

/** The e-mails about one record (an application's timeline), newest first. */
export async function emailsAbout(db: Database, aboutId: string): Promise<OutgoingEmail[]> {
  const { rows } = await repository.listOutgoingEmails(db, { aboutId }, { offset: 0, limit: 100 });
  return rows.map(toOutgoingEmail);
}

export async function countEmails(db: Database): Promise<OutgoingEmailCounts> {
  const counts = new Map(
    (await repository.countOutgoingEmailsByStatus(db)).map((row) => [row.status, row.total]),
  );
  const [queued, sent, failed] = OUTGOING_EMAIL_STATUSES.map((status) => counts.get(status) ?? 0);
  return { queued: queued ?? 0, sent: sent ?? 0, failed: failed ?? 0 };
}

/** An officer sends a failed e-mail again: queued afresh in the same transaction as its audit entry. */
export async function sendAgain(
  context: { readonly db: Database; readonly jobs: Pick<JobQueue, 'add'> },
  officer: NamedOfficerActor,
  emailId: string,
): Promise<OutgoingEmail> {
  return inTransaction(context.db, async (tx) => {
    const row = await repository.findOutgoingEmail(tx, emailId);
    if (!row) throw notFound(OUTGOING_EMAIL_REFUSALS.notFound);
    const refusal = sendAgainRefusal({ status: row.status, about: row.about });
    if (refusal) throw conflict(refusal);
    if (!(await repository.requeueFailed(tx, emailId))) throw conflict(OUTGOING_EMAIL_REFUSALS.notFailed);
    await context.jobs.add(tx, DELIVER_EMAIL, { emailId });
    await recordOfficerAction(tx, officer, {
      action: 'email.send-again',
      entityType: 'email',
      entityId: emailId,
      before: { status: OUTGOING_EMAIL_STATUS_LABELS[row.status], lastError: row.lastError },
      after: { status: OUTGOING_EMAIL_STATUS_LABELS[OutgoingEmailStatus.queued] },
    });
    const requeued = await repository.findOutgoingEmail(tx, emailId);
    return toOutgoingEmail(requeued ?? row);
  });
}
