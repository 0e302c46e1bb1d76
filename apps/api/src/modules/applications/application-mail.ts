import type { MailMessage } from '../mail/mailer.js';
import { portalMail } from '../mail/portal-mail.js';

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
  return portalMail({
    to,
    name,
    subject: `Application ${referenceNumber} submitted`,
    body: [
      `We have received your ${programmeLabel} ${formName} application ${referenceNumber}.`,
      'We will review it and let you know if we need more information. You can follow its progress on the portal:',
      { href: link, label: `View application ${referenceNumber}` },
    ],
  });
}
