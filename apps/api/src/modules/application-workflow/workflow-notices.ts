import type { Database } from '../../db/database.js';
import { htmlText } from '../mail/html-text.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { companyRecipients } from './workflow.repository.js';

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
  const link = `${recipient.publicUrl}${notice.linkPath}`;
  const subject = notice.linkSubject ?? 'the application';
  const text = [
    `Dear ${recipient.name},`,
    '',
    notice.message,
    '',
    `Open ${subject} on the portal:`,
    '',
    link,
    '',
    'FSMIS portal',
    'This e-mail was sent automatically. Please do not reply to it.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Dear ${htmlText(recipient.name)},</p>
<p>${htmlText(notice.message)}</p>
<p><a href="${htmlText(link)}">Open ${htmlText(subject)}</a></p>
<p>FSMIS portal<br>This e-mail was sent automatically. Please do not reply to it.</p>
</body></html>`;
  return { to: recipient.to, subject: notice.title, text, html };
}

/** E-mails a notice to each of the company's users that has an address; sending happens in the background. */
export async function mailCompanyUsers(
  context: { readonly db: Database; readonly mailer: Mailer; readonly publicUrl: string },
  companyId: string,
  notice: WorkflowNotice,
): Promise<void> {
  for (const recipient of await companyRecipients(context.db, companyId)) {
    if (!recipient.email) continue;
    context.mailer.sendInBackground(
      workflowMail(notice, { to: recipient.email, name: recipient.name, publicUrl: context.publicUrl }),
    );
  }
}
