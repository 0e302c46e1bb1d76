import { formatMoment } from '@fsmis/domain';
import { htmlText as html } from './html-text.js';
import type { MailboxMessage } from './mail.service.js';
import { MAILBOX_STYLESHEET_PATH } from './mailbox-stylesheet.js';

/**
 * The dev mailbox as a small HTML page: plain markup and a stylesheet file, no script and no inline
 * style (the portal's content security policy allows neither), message bodies shown as text so no
 * captured HTML runs here.
 */
export function renderMailboxPage(messages: MailboxMessage[]): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const list =
    messages.length === 0
      ? '<p>No e-mail has been sent yet. Messages the portal sends appear here, newest first.</p>'
      : `<ol class="messages">${messages.map(renderMessage).join('')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox (${count}) - FSMIS portal</title>
<link rel="stylesheet" href="${MAILBOX_STYLESHEET_PATH}">
</head>
<body>
<header>
<h1>Dev mailbox</h1>
<p>E-mail the portal would have sent (MAIL=mailbox). ${count}. <a href="/dev/mailbox">Refresh</a></p>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

function renderMessage(message: MailboxMessage): string {
  const links =
    message.links.length === 0
      ? ''
      : `<h3>Links</h3><ul>${message.links
          .map((link) => `<li><a href="${html(link)}">${html(link)}</a></li>`)
          .join('')}</ul>`;
  return `<li><article aria-labelledby="subject-${message.id}">
<h2 id="subject-${message.id}">${html(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${html(message.to)}</dd>
<dt>From</dt><dd>${html(message.from)}</dd>
<dt>Sent</dt><dd><time datetime="${message.sentAt}">${formatMoment(message.sentAt)}</time></dd>
</dl>
${links}
<h3>Message</h3>
<pre>${html(message.text)}</pre>
</article></li>`;
}
