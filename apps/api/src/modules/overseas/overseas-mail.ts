import { htmlText } from '../mail/html-text.js';
import type { MailMessage } from '../mail/mailer.js';

/** The e-mail that carries an overseas laboratory's sign-in link: plain words, one link. */
export function signInLinkMail(options: {
  to: string;
  name: string;
  link: string;
  loginUrl: string;
  minutes: number;
}): MailMessage {
  const { to, name, link, loginUrl, minutes } = options;
  const text = [
    `Dear ${name},`,
    '',
    'You asked to sign in to the FSMIS portal for proficiency testing. Use this link to sign in:',
    '',
    link,
    '',
    `The link works once, within ${minutes} minutes of this e-mail. If it has expired or has already been used, ask for a new link on the Login page: ${loginUrl}`,
    '',
    'If you did not ask to sign in, you can ignore this e-mail. No one can sign in without the link, and it stops working on its own.',
    '',
    'FSMIS portal',
    'This e-mail was sent automatically. Please do not reply to it.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a;">
<p>Dear ${htmlText(name)},</p>
<p>You asked to sign in to the FSMIS portal for proficiency testing. Use this link to sign in:</p>
<p><a href="${htmlText(link)}">Sign in to the FSMIS portal</a></p>
<p>The link works once, within ${minutes} minutes of this e-mail. If it has expired or has already been used, ask for a new link on the <a href="${htmlText(loginUrl)}">Login page</a>.</p>
<p>If you did not ask to sign in, you can ignore this e-mail. No one can sign in without the link, and it stops working on its own.</p>
<p>FSMIS portal<br>This e-mail was sent automatically. Please do not reply to it.</p>
</body></html>`;
  return { to, subject: 'Your sign-in link for the FSMIS portal', text, html };
}
