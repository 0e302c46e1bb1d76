import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { getMailbox } from './mail.service.js';
import { renderMailboxPage } from './mailbox-page.js';
import { MAILBOX_STYLESHEET, MAILBOX_STYLESHEET_PATH } from './mailbox-stylesheet.js';
import { createMailer } from './mailer.js';
import { DELIVER_EMAIL, deliverEmail } from './outbox.service.js';

/**
 * Delivers the outbox's e-mails (the `deliver-email` jobs) through the configured mail server, and
 * serves the dev mailbox when e-mail is captured outside production.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config.mail, app.db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  await app.jobs.work<{ emailId: string }>(DELIVER_EMAIL, (job) =>
    deliverEmail({ db: app.db, mailer }, job.data.emailId),
  );
  if (app.config.mail.kind === 'mailbox' && !app.config.production) await app.register(devMailboxRoutes);
});

const mailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: z.iso.datetime(),
  links: z.array(z.string()),
});

const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    { schema: { response: { 200: envelopeSchema(z.array(mailboxMessageSchema)) } } },
    async () => ok(await getMailbox(app.db)),
  );

  app.get('/dev/mailbox', { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const page = renderMailboxPage(await getMailbox(app.db));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(MAILBOX_STYLESHEET_PATH, { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(MAILBOX_STYLESHEET),
  );
};
