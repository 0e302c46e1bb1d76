import type { AddressInfo } from 'node:net';
import { OUTGOING_EMAIL_MAX_ATTEMPTS, OutgoingEmailStatus, Programme, unescapeHtmlDeep } from '@fsmis/domain';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { auditLog, outgoingEmails } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { startJobQueue } from '../../jobs/job-queue.js';
import { appOnDatabase, createTestApp, type TestApp } from '../../test/test-app.js';
import {
  informationRequest,
  officerCookie,
  officerPost,
  submittedApplication,
} from '../../test/workflow-builders.js';
import { createOutbox, messageIdOf } from './outbox.service.js';

/** A real SMTP server on a fixed port, which can be stopped (connections refused) and started again. */
class TestMailServer {
  readonly received: { to: string[]; raw: string }[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const { server } = this;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages received with this Message-ID. */
  withMessageId(messageId: string) {
    return this.received.filter((message) => message.raw.includes(`Message-ID: ${messageId}`));
  }
}

const mailServer = new TestMailServer();
// The port is taken once and kept, so that the portal's SMTP_URL names it while the server is down.
beforeAll(async () => {
  await mailServer.start();
});
afterAll(() => mailServer.stop());

const smtpEnvironment = () => ({
  MAIL: 'smtp',
  SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`,
  MAIL_RETRY_SECONDS: '1',
  WEB_DIST_DIR: 'no-web-app-here',
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: smtpEnvironment() });
});
afterAll(() => testApp?.close());
afterEach(() => mailServer.start());

const db = () => testApp.database.db;

async function emailsTo(to: string, subject: string) {
  return db()
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.to, to), eq(outgoingEmails.subject, subject)));
}

async function theOneEmail(to: string, subject: string) {
  const rows = await emailsTo(to, subject);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no e-mail');
  return row;
}

// Each test waits out retries with backoff, on a real SMTP server that is stopped and started again.
describe('the outbox', { timeout: 120_000 }, () => {
  it('keeps the e-mail of a step taken while the mail server refuses connections, and sends it once when it is back', async () => {
    const application = await submittedApplication(testApp, { programme: Programme.LRP });
    await mailServer.stop();

    const asked = await officerPost(testApp, application.id, 'correspondence-emails', informationRequest());
    expect(asked.statusCode).toBe(200);

    const subject = `Request for information on ${application.referenceNumber}`;
    await expect
      .poll(async () => (await emailsTo(application.lab.email, subject))[0]?.attempts ?? 0, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    const waiting = await theOneEmail(application.lab.email, subject);
    expect(waiting.status).toBe(OutgoingEmailStatus.queued);
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.about).toBe('application');
    expect(waiting.aboutId).toBe(application.id);
    expect(waiting.aboutLabel).toBe(application.referenceNumber);

    await mailServer.start();
    const messageId = messageIdOf(waiting.id);
    await expect.poll(() => mailServer.withMessageId(messageId).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await theOneEmail(application.lab.email, subject)).status, { timeout: 10_000 })
      .toBe(OutgoingEmailStatus.sent);
    // Nothing is sent twice: the job is done, and a later run finds the e-mail sent.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mailServer.withMessageId(messageId)).toHaveLength(1);
    expect(mailServer.withMessageId(messageId)[0]?.to).toEqual([application.lab.email]);
  });

  it('marks an e-mail failed with the reason after its last attempt; an officer sends it again, audited', async () => {
    const application = await submittedApplication(testApp, { programme: Programme.LRP });
    await mailServer.stop();
    await officerPost(testApp, application.id, 'correspondence-emails', informationRequest());
    const subject = `Request for information on ${application.referenceNumber}`;
    await expect
      .poll(async () => (await emailsTo(application.lab.email, subject))[0]?.attempts ?? 0, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    // As if it had been tried for hours: the next attempt is its last.
    const { id } = await theOneEmail(application.lab.email, subject);
    await db()
      .update(outgoingEmails)
      .set({ attempts: OUTGOING_EMAIL_MAX_ATTEMPTS - 1 })
      .where(eq(outgoingEmails.id, id));
    await expect
      .poll(async () => (await theOneEmail(application.lab.email, subject)).status, { timeout: 30_000 })
      .toBe(OutgoingEmailStatus.failed);
    expect((await theOneEmail(application.lab.email, subject)).lastError).toMatch(/ECONNREFUSED/);

    const cookie = await officerCookie(testApp);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/officer/emails?Status=${OutgoingEmailStatus.failed}&AboutId=${application.id}`,
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    const page = unescapeHtmlDeep(listed.json().data);
    expect(page.items).toEqual([
      expect.objectContaining({
        id,
        to: application.lab.email,
        subject,
        statusLabel: 'Failed',
        attempts: OUTGOING_EMAIL_MAX_ATTEMPTS,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        about: 'application',
        aboutLabel: application.referenceNumber,
        actions: [{ name: 'send-again', open: true, reason: null }],
      }),
    ]);

    await mailServer.start();
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/officer/emails/${id}/send-again`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: OutgoingEmailStatus.queued, attempts: 0 });
    await expect.poll(() => mailServer.withMessageId(messageIdOf(id)).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await theOneEmail(application.lab.email, subject)).status, { timeout: 10_000 })
      .toBe(OutgoingEmailStatus.sent);
    const audited = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'email.send-again',
        entityType: 'email',
        before: { status: 'Failed', lastError: expect.stringMatching(/ECONNREFUSED/) },
        after: { status: 'Queued' },
      }),
    ]);

    const twice = await testApp.app.inject({
      method: 'POST',
      url: `/api/officer/emails/${id}/send-again`,
      headers: { cookie },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only an e-mail that has failed can be sent again.');
  });

  it('sends, once, what a process committed to the outbox before it stopped without delivering it', async () => {
    // A process that only writes (the command line, or a server stopped right after a commit).
    const writer = await startJobQueue({
      connection: testApp.database.jobConnection,
      log: testApp.app.log,
      emailRetrySeconds: 1,
      works: false,
      timed: false,
    });
    await testApp.app.close();
    const to = 'after-restart@lab.example';
    await inTransaction(db(), (tx) =>
      createOutbox(writer).queue(tx, { to, subject: 'Committed before the stop', text: 'Hello.' }),
    );
    await writer.stop();
    const [waiting] = await emailsTo(to, 'Committed before the stop');
    expect(waiting).toMatchObject({ status: OutgoingEmailStatus.queued, attempts: 0 });

    // The next process to start on the database sends it.
    testApp.app = await appOnDatabase(testApp);
    const messageId = messageIdOf(waiting?.id ?? '');
    await expect.poll(() => mailServer.withMessageId(messageId).length, { timeout: 30_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mailServer.withMessageId(messageId)).toHaveLength(1);
  });

  it.runIf(inject('database') === 'postgres')(
    'sends every e-mail once with two instances on one PostgreSQL database',
    async () => {
      const url = testApp.databaseUrl;
      if (!url) throw new Error('The test database has no URL');
      const second = await openDatabase({ kind: 'postgres', url });
      const other = await appOnDatabase(testApp, second).catch(async (error: unknown) => {
        await second.close();
        throw error;
      });
      try {
        const ids = await inTransaction(db(), async (tx) => {
          const outbox = createOutbox(testApp.app.jobs);
          for (let index = 0; index < 20; index += 1) {
            await outbox.queue(tx, {
              to: `twice-${index}@lab.example`,
              subject: 'Two instances',
              text: 'Hi.',
            });
          }
          return (
            await tx.select().from(outgoingEmails).where(eq(outgoingEmails.subject, 'Two instances'))
          ).map((row) => row.id);
        });
        expect(ids).toHaveLength(20);
        await expect
          .poll(() => ids.filter((id) => mailServer.withMessageId(messageIdOf(id)).length > 0).length, {
            timeout: 30_000,
          })
          .toBe(20);
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(ids.map((id) => mailServer.withMessageId(messageIdOf(id)).length)).toEqual(ids.map(() => 1));
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
