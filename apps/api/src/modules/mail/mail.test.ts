import type { AddressInfo } from 'node:net';
import { unescapeHtmlDeep } from '@fsmis/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { linksIn } from './mail.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false, environment: { WEB_DIST_DIR: 'no-web-app-here' } });
});
afterAll(() => testApp?.close());

const mailbox = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  expect(response.statusCode).toBe(200);
  return unescapeHtmlDeep(response.json().data) as Array<Record<string, unknown>>;
};

describe('the dev mailbox (MAIL=mailbox)', () => {
  it('keeps each message and lists them newest first, with the links in each', async () => {
    await testApp.app.mailer.send({
      to: 'first@example.com',
      subject: 'First',
      text: 'Open https://portal.example/first?a=1&b=2 to continue.',
    });
    await testApp.app.mailer.send({
      to: 'second@example.com',
      subject: 'Second <notice>',
      text: 'Plain text with https://portal.example/second.',
      html: '<p><a href="https://portal.example/second">Open</a> or <a href="https://portal.example/other?x=1&amp;y=2">other</a></p>',
    });

    const [second, first] = await mailbox();
    expect(second).toMatchObject({
      to: 'second@example.com',
      from: 'FSMIS Portal <no-reply@fsmis.example>',
      subject: 'Second <notice>',
      links: ['https://portal.example/second', 'https://portal.example/other?x=1&y=2'],
    });
    expect(second?.html).toContain('<a href="https://portal.example/second">');
    expect(first).toMatchObject({
      to: 'first@example.com',
      subject: 'First',
      text: 'Open https://portal.example/first?a=1&b=2 to continue.',
      html: null,
      links: ['https://portal.example/first?a=1&b=2'],
    });
    expect(Date.parse(String(second?.sentAt))).toBeGreaterThanOrEqual(Date.parse(String(first?.sentAt)));
  });

  it('shows the messages on an accessible HTML page with no script, escaping what they say', async () => {
    await testApp.app.mailer.send({
      to: 'page@example.com',
      subject: 'Page <script>alert(1)</script>',
      text: 'Sign in: https://portal.example/sign-in?token=abc',
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Dev mailbox (');
    expect(page).toContain('<h1>Dev mailbox</h1>');
    expect(page).toContain('<main>');
    expect(page).toContain('Page &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="https://portal.example/sign-in?token=abc">https://portal.example/sign-in?token=abc</a>',
    );
    expect(page).not.toMatch(/<script/i);
  });

  // One portal per case: each migrates its own database, which takes a while on a busy machine.
  it.each<[string, Record<string, string>]>([
    [
      'in production',
      {
        NODE_ENV: 'production',
        IDP: 'mockpass',
        MAIL: 'mailbox',
        STORAGE: 'disk',
        SCANNER: 'builtin',
        WEB_DIST_DIR: 'no-web-app-here',
      },
    ],
    [
      'when e-mail goes out by SMTP',
      { MAIL: 'smtp', SMTP_URL: 'smtp://127.0.0.1:25', WEB_DIST_DIR: 'no-web-app-here' },
    ],
  ])('does not exist %s', async (_case, environment) => {
    const other = await createTestApp({ seed: false, environment });
    try {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
        const response = await other.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});

describe('MAIL=smtp', () => {
  interface Received {
    from: string;
    to: string[];
    raw: string;
  }
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the overseas sign-in link through the SMTP server, to the lab’s address', async () => {
    const smtpApp = await createTestApp({
      environment: {
        MAIL: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: 'https://fsmis.example',
      },
    });
    try {
      const response = await smtpApp.app.inject({
        method: 'POST',
        url: '/api/auth/overseas/login',
        payload: { email: 'DAVE@overseas-lab.example' },
      });
      expect(response.statusCode).toBe(200);
      // The e-mail leaves through the job queue, once the request's transaction has committed.
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await smtpApp.close();
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@fsmis.example');
    expect(message?.to).toEqual(['dave@overseas-lab.example']);
    const { headers, text, html } = parseMessage(message?.raw ?? '');
    expect(headers.get('subject')).toBe('Your sign-in link for the FSMIS portal');
    expect(headers.get('to')).toBe('dave@overseas-lab.example');
    expect(text).toContain('Dear Dave Wilson,');
    expect(text).toContain('The link works once, within 15 minutes');
    expect(text).toContain('If you did not ask to sign in, you can ignore this e-mail.');
    const [link] = linksIn(text, null);
    expect(link).toMatch(/^https:\/\/fsmis\.example\/overseas\/authenticate\?token=[\w-]{43}$/);
    expect(html).toContain(`<a href="${link}">Sign in to the FSMIS portal</a>`);
  });
});

/** Just enough MIME for the test: headers, and the text and HTML parts decoded from their encodings. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? rest
        .join('\r\n\r\n')
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [partHead = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
          return { headers: parseHeaders(partHead), body: body.join('\r\n\r\n') };
        })
    : [{ headers, body: rest.join('\r\n\r\n') }];
  const decoded = (type: string) => {
    const part = parts.find((item) => item.headers.get('content-type')?.startsWith(type));
    if (!part) return '';
    const encoding = part.headers.get('content-transfer-encoding');
    if (encoding === 'quoted-printable') {
      return Buffer.from(
        part.body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
    return part.body;
  };
  return { headers, text: decoded('text/plain').replaceAll('\r\n', '\n'), html: decoded('text/html') };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const index = line.indexOf(':');
    if (index > 0) headers.set(line.slice(0, index).toLowerCase(), line.slice(index + 1).trim());
  }
  return headers;
}
