import { formatDay, type ReminderKind } from '@fsmis/domain';
import { tellCompany, type WorkflowNotice } from '../../cases/notices.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { applicationPath } from '../applications/application-submit.service.js';
import type { Outbox } from '../mail/outbox.service.js';
import { singaporeToday } from './due-dates.js';
import * as repository from './workflow-reminders.repository.js';

/**
 * Reminders of what a company owes on its applications: an open request for information, findings to
 * acknowledge or to answer with corrective actions, an unpaid invoice. Each is sent twice at most: three
 * days before its due date (`due-soon`) and the day after it passed (`overdue`), as an in-app
 * notification and an e-mail to the company's users. The job queue runs it hourly (`workflow-reminders`);
 * any instance may run it at any time: a reminder goes out only from the run whose row in
 * `application_reminders` went in, with its e-mails written to the outbox in the same transaction.
 */

/** How many days before its due date a reminder is sent. */
export const DUE_SOON_DAYS = 3;

export interface ReminderContext {
  readonly db: Database;
  readonly outbox: Outbox;
  readonly publicUrl: string;
}

/** One thing due on an application, and the words of its reminder. */
interface DueItem {
  readonly applicationId: string;
  readonly companyId: string;
  readonly referenceNumber: string;
  /** What it is for, unique within the application: `correspondence:<id>`, `findings-acknowledgement` … */
  readonly subject: string;
  readonly dueDate: string;
  readonly notice: (kind: ReminderKind) => Omit<WorkflowNotice, 'linkPath' | 'email'>;
}

const day = (date: string) => formatDay(date);

/**
 * Sends every reminder due at `now` that no run has sent yet; answers how many it sent (each one
 * notification, and an e-mail to each of the company's users).
 */
export async function runWorkflowReminders(context: ReminderContext, now = new Date()): Promise<number> {
  const today = singaporeToday(now);
  let sent = 0;
  for (const item of await dueItems(context.db, calendarDaysAfter(today, DUE_SOON_DAYS))) {
    const kind: ReminderKind = item.dueDate < today ? 'overdue' : 'due-soon';
    const notice: WorkflowNotice = {
      ...item.notice(kind),
      linkPath: applicationPath(item.applicationId),
      email: true,
    };
    const claimed = await inTransaction(context.db, async (tx) => {
      const reminder = { applicationId: item.applicationId, subject: item.subject, kind, sentAt: now };
      if (!(await repository.claimReminder(tx, reminder))) return false;
      await tellCompany(tx, context, item.companyId, notice, {
        kind: 'application',
        id: item.applicationId,
        label: item.referenceNumber,
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** Everything the companies owe by `lastDay`, overdue or not. */
async function dueItems(db: Database, lastDay: string): Promise<DueItem[]> {
  const [requests, acknowledgements, correctiveActions, invoices] = await Promise.all([
    repository.openRequestsDueBy(db, lastDay),
    repository.findingsDueBy(db, lastDay, 'acknowledgement'),
    repository.findingsDueBy(db, lastDay, 'corrective-actions'),
    repository.unpaidInvoicesDueBy(db, lastDay),
  ]);
  return [
    ...requests.map((row) => ({
      ...row,
      subject: `correspondence:${row.requestId}`,
      notice: (kind: ReminderKind) =>
        kind === 'due-soon'
          ? {
              title: 'Request for information due soon',
              message: `Answer the request for information on application ${row.referenceNumber} by ${day(row.dueDate)}.`,
            }
          : {
              title: 'Request for information overdue',
              message: `Your answer to the request for information on application ${row.referenceNumber} was due on ${day(row.dueDate)}. Answer it as soon as you can.`,
            },
    })),
    ...acknowledgements.map((row) => ({
      ...row,
      subject: 'findings-acknowledgement',
      notice: (kind: ReminderKind) =>
        kind === 'due-soon'
          ? {
              title: 'Findings to acknowledge',
              message: `Acknowledge the findings on application ${row.referenceNumber} by ${day(row.dueDate)}.`,
            }
          : {
              title: 'Findings not yet acknowledged',
              message: `The findings on application ${row.referenceNumber} were due to be acknowledged by ${day(row.dueDate)}. Acknowledge them as soon as you can.`,
            },
    })),
    ...correctiveActions.map((row) => ({
      ...row,
      subject: 'corrective-actions',
      notice: (kind: ReminderKind) =>
        kind === 'due-soon'
          ? {
              title: 'Corrective actions due soon',
              message: `Submit corrective actions for the findings on application ${row.referenceNumber} by ${day(row.dueDate)}.`,
            }
          : {
              title: 'Corrective actions overdue',
              message: `Corrective actions for the findings on application ${row.referenceNumber} were due on ${day(row.dueDate)}. Submit them as soon as you can.`,
            },
    })),
    ...invoices.map((row) => ({
      ...row,
      subject: `invoice:${row.invoiceId}`,
      notice: (kind: ReminderKind) =>
        kind === 'due-soon'
          ? {
              title: 'Invoice due soon',
              message: `Pay invoice ${row.number} for application ${row.referenceNumber} by ${day(row.dueDate)}.`,
            }
          : {
              title: 'Invoice overdue',
              message: `Invoice ${row.number} for application ${row.referenceNumber} was due on ${day(row.dueDate)}. Pay it as soon as you can.`,
            },
    })),
  ];
}

/** The calendar day `days` after `isoDay` (yyyy-mm-dd). */
function calendarDaysAfter(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
