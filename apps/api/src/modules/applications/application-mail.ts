import { htmlText } from '../mail/html-text.js';
import type { MailMessage } from '../mail/mailer.js';

/** The e-mail to the user who submitted an application: what was submitted, and where to follow it. */
export function submittedMail(options: {
  to: string;
  name: string;
  referenceNumber: string;
  programmeLabel: string;
  formName: string;
  link: string;
}): MailMessage {
  const { to, name, referenceNumber, programmeLabel, formName, link } = options;
  const what = `${programmeLabel} ${formName} application ${referenceNumber}`;
  const text = [
    `Dear ${name},`,
    '',
    `We have received your ${what}.`,
    '',
    'We will review it and let you know if we need more information. You can follow its progress on the portal:',
    '',
    link,
    '',
    'FSMIS portal',
    'This e-mail was sent automatically. Please do not reply to it.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Dear ${htmlText(name)},</p>
<p>We have received your ${htmlText(what)}.</p>
<p>We will review it and let you know if we need more information. You can follow its progress on the portal:</p>
<p><a href="${htmlText(link)}">View application ${htmlText(referenceNumber)}</a></p>
<p>FSMIS portal<br>This e-mail was sent automatically. Please do not reply to it.</p>
</body></html>`;
  return { to, subject: `Application ${referenceNumber} submitted`, text, html };
}
