import type { Database } from '../db/database.js';
import type { MailMessage } from '../modules/mail/mailer.js';
import type { EmailAbout, Outbox } from '../modules/mail/outbox.service.js';
import { portalMail } from '../modules/mail/portal-mail.js';
import { companyRecipients, notifyCompany } from '../modules/notifications/notifications.service.js';

/** What the company is told of a step: an in-app notification, and an e-mail when it must act. */
export interface WorkflowNotice {
  readonly title: string;
  readonly message: string;
  /** The portal page to open, e.g. `/application/<id>`. */
  readonly linkPath: string;
  /** Whether the company's users are also e-mailed (they must act, or the outcome is final). */
  readonly email: boolean;
  /** What the link opens, in the e-mail's words: "the application" unless said. */
  readonly linkSubject?: string;
}

/** The e-mail of a notice to one of the company's users: the notice's words and the link to the page. */
export function workflowMail(
  notice: WorkflowNotice,
  recipient: { to: string; name: string; publicUrl: string },
): MailMessage {
  const subject = notice.linkSubject ?? 'the application';
  return portalMail({
    to: recipient.to,
    name: recipient.name,
    subject: notice.title,
    body: [
      notice.message,
      {
        href: `${recipient.publicUrl}${notice.linkPath}`,
        label: `Open ${subject}`,
        lead: `Open ${subject} on the portal:`,
      },
    ],
  });
}

/**
 * Writes the e-mail of a notice to each of the company's users that has an address into the outbox,
 * in the step's transaction `tx`: it is sent once the step commits, and retried until it is.
 */
export async function mailCompanyUsers(
  tx: Database,
  context: NoticeContext,
  companyId: string,
  notice: WorkflowNotice,
  about: EmailAbout | null,
): Promise<void> {
  for (const recipient of await companyRecipients(tx, companyId)) {
    if (!recipient.email) continue;
    const mail = workflowMail(notice, {
      to: recipient.email,
      name: recipient.name,
      publicUrl: context.publicUrl,
    });
    await context.outbox.queue(tx, { ...mail, companyId, about });
  }
}

/** Where a notice's e-mails go: the outbox, and the portal's address their links start with. */
export interface NoticeContext {
  readonly outbox: Outbox;
  readonly publicUrl: string;
}

/**
 * Tells a company of a step, in the step's transaction: the notification in the portal, and, when the
 * notice asks for it, the e-mail to each of its users through the outbox. A case whose notices are never
 * e-mailed (terms) is told without an outbox. `readAt` is the moment the company already knew it: a
 * step the company took itself is kept in its list of notifications but does not count as unread.
 */
export async function tellCompany(
  tx: Database,
  context: Partial<NoticeContext>,
  companyId: string,
  notice: WorkflowNotice,
  about: EmailAbout | null,
  readAt: Date | null = null,
): Promise<void> {
  await notifyCompany(tx, companyId, {
    title: notice.title,
    message: notice.message,
    linkPath: notice.linkPath,
    readAt,
  });
  if (!notice.email) return;
  const { outbox, publicUrl } = context;
  if (!outbox || publicUrl === undefined) throw new Error('A notice sent by e-mail needs the outbox.');
  await mailCompanyUsers(tx, { outbox, publicUrl }, companyId, notice, about);
}
