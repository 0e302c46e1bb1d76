import { formatDate } from '@fsmis/domain';
import { htmlText as html } from './html-text.js';
import type { MailboxMessage } from './mail.service.js';

/**
 * The dev mailbox as a small HTML page: plain markup, no script (the portal's content security
 * policy allows none inline), message bodies shown as text so no captured HTML runs here.
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
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  h1 { margin: 0.5rem 0; }
  .messages { list-style: none; padding: 0; }
  article { border: 1px solid #6b6b6b; border-radius: 4px; padding: 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.75rem; font-family: inherit; }
  a { color: #0b57d0; overflow-wrap: anywhere; }
  a:focus { outline: 3px solid #ffbf47; outline-offset: 2px; }
</style>
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
<dt>Sent</dt><dd><time datetime="${message.sentAt}">${formatDate(message.sentAt, 'dd MMM yyyy HH:mm:ss')}</time></dd>
</dl>
${links}
<h3>Message</h3>
<pre>${html(message.text)}</pre>
</article></li>`;
}
