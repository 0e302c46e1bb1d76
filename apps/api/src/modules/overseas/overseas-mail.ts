import { htmlText } from '../mail/html-text.js';
import type { MailMessage } from '../mail/mailer.js';
import { portalMail } from '../mail/portal-mail.js';

/** The e-mail that carries an overseas laboratory's sign-in link: plain words, one link. */
export function signInLinkMail(options: {
  to: string;
  name: string;
  link: string;
  loginUrl: string;
  minutes: number;
}): MailMessage {
  const { to, name, link, loginUrl, minutes } = options;
  const expiry = `The link works once, within ${minutes} minutes of this e-mail. If it has expired or has already been used, ask for a new link on the`;
  return portalMail({
    to,
    name,
    subject: 'Your sign-in link for the FSMIS portal',
    body: [
      'You asked to sign in to the FSMIS portal for proficiency testing. Use this link to sign in:',
      { href: link, label: 'Sign in to the FSMIS portal' },
      {
        text: `${expiry} Login page: ${loginUrl}`,
        html: `${expiry} <a href="${htmlText(loginUrl)}">Login page</a>.`,
      },
      'If you did not ask to sign in, you can ignore this e-mail. No one can sign in without the link, and it stops working on its own.',
    ],
  });
}
