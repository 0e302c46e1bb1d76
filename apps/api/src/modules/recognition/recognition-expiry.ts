import {
  CompanyRecognitionStatus,
  daysUntilExpiry,
  formatDay,
  programmeLabel,
  renewalReminderDue,
} from '@fsmis/domain';
import { tellCompany, type WorkflowNotice } from '../../cases/notices.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Outbox } from '../mail/outbox.service.js';
import * as repository from './recognition-expiry.repository.js';
import { insertRecognitionEvent, lockRecognitionById } from './recognition-records.repository.js';
import { recognitionAbout } from './recognition-step.js';

/**
 * The life of a recognition that needs no one to act (docs/domain.md "Recognitions and suspensions"): when
 * its validity ends the portal marks it Expired, and before that it reminds the company to renew, on each of
 * the configured days before expiry. Each is an in-app notification and an e-mail to the company's users.
 * The job queue runs it hourly (`recognition-expiry`); any instance may run it at any time: a recognition
 * is expired by the one run whose update changed it, and a reminder goes out from the one run whose row
 * in `recognition_reminders` went in, with its e-mails written to the outbox in the same transaction.
 */

const DAY_MS = 86_400_000;
const R = CompanyRecognitionStatus;

export interface RecognitionExpiryContext {
  readonly db: Database;
  readonly outbox: Outbox;
  readonly publicUrl: string;
  readonly renewal: Config['renewal'];
}

export interface RecognitionExpiryRun {
  /** Recognitions this run marked Expired. */
  readonly expired: number;
  /** Renewal reminders this run sent. */
  readonly reminded: number;
}

const day = (date: Date) => formatDay(date);

/** Where a recognition is seen in the portal. */
export const recognitionPath = (recognitionId: string) => `/recognition/${recognitionId}`;

/** Marks Expired what ended by `now`, then sends the renewal reminders due at `now` that no run has sent. */
export async function runRecognitionExpiry(
  context: RecognitionExpiryContext,
  now = new Date(),
): Promise<RecognitionExpiryRun> {
  const expired = await expireEnded(context, now);
  const reminded = await remindToRenew(context, now);
  return { expired, reminded };
}

async function expireEnded(context: RecognitionExpiryContext, now: Date): Promise<number> {
  return inTransaction(context.db, async (tx) => {
    const expired = await repository.expireRecognitions(tx, now);
    for (const recognition of expired) {
      await insertRecognitionEvent(tx, {
        recognitionId: recognition.id,
        subject: 'recognition',
        subjectId: null,
        action: 'expire',
        fromStatus: R.recognised,
        toStatus: R.expired,
        actorUserId: null,
        detail: `Validity ended on ${day(recognition.validUntil)}`,
        at: now,
      });
      await tellCompany(
        tx,
        context,
        recognition.companyId,
        expiryNotice(recognition),
        recognitionAbout(recognition),
      );
    }
    return expired.length;
  });
}

async function remindToRenew(context: RecognitionExpiryContext, now: Date): Promise<number> {
  const { reminderDays } = context.renewal;
  if (reminderDays.length === 0) return 0;
  // Only what ends within the earliest reminder's reach: `daysUntilExpiry` counts whole days, so a
  // recognition 90 days and some hours from its end has reached the 90-day reminder.
  const reach = new Date(now.getTime() + (Math.max(...reminderDays) + 1) * DAY_MS);
  let reminded = 0;
  for (const candidate of await repository.recognitionsExpiringBefore(context.db, now, reach)) {
    const daysBefore = renewalReminderDue(candidate.validUntil, now, reminderDays);
    if (daysBefore === null) continue;
    const notice = renewalReminderNotice(candidate, now);
    const claimed = await inTransaction(context.db, async (tx) => {
      // A step taken meanwhile (suspended, renewed) has the last word: read the recognition again, locked.
      const current = await lockRecognitionById(tx, candidate.id, null);
      if (current?.status !== R.recognised) return false;
      if (current.validUntil.getTime() !== candidate.validUntil.getTime()) return false;
      const reminder = {
        recognitionId: candidate.id,
        validUntil: candidate.validUntil,
        daysBefore,
        sentAt: now,
      };
      if (!(await repository.claimRenewalReminder(tx, reminder))) return false;
      await tellCompany(tx, context, candidate.companyId, notice, recognitionAbout(candidate));
      return true;
    });
    if (claimed) reminded += 1;
  }
  return reminded;
}

function expiryNotice(recognition: repository.RecognitionSubject): WorkflowNotice {
  const programme = programmeLabel(recognition.programme);
  return {
    title: `Your ${programme} recognition has expired`,
    message: `Your ${programme} recognition ${recognition.recognitionNumber} expired on ${day(recognition.validUntil)}. To be recognised again, apply for a new recognition.`,
    linkPath: recognitionPath(recognition.id),
    linkSubject: 'the recognition',
    email: true,
  };
}

/** The reminder to renew, `now` being when it is sent. */
export function renewalReminderNotice(recognition: repository.RecognitionSubject, now: Date): WorkflowNotice {
  const programme = programmeLabel(recognition.programme);
  return {
    title: `Renew your ${programme} recognition`,
    message: `Your ${programme} recognition ${recognition.recognitionNumber} expires on ${day(recognition.validUntil)} (${daysLeftWords(daysUntilExpiry(recognition.validUntil, now))}). Apply to renew it before then.`,
    linkPath: recognitionPath(recognition.id),
    linkSubject: 'the recognition',
    email: true,
  };
}

function daysLeftWords(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
