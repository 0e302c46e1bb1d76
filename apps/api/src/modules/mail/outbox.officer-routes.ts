import {
  DEFAULT_PAGE_SIZE,
  guidSchema,
  OUTGOING_EMAIL_STATUSES,
  outgoingEmailCountsSchema,
  outgoingEmailPageSchema,
  outgoingEmailSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { pageParameter, pageSizeParameter, repeatedCodes, searchParameter } from '../../lib/list-query.js';
import { actorOfRequest } from '../../plugins/session.js';
import { countEmails, listEmails, sendAgain } from './outbox.service.js';

const emailsQuerySchema = z.object({
  Status: repeatedCodes(OUTGOING_EMAIL_STATUSES, 'Choose the status from the list: Queued, Sent or Failed'),
  /** Part of the recipient's address or of the subject. */
  Search: searchParameter,
  /** The record the e-mails are about (an application, recognition or PT round). */
  AboutId: guidSchema.optional(),
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_PAGE_SIZE),
});

/** The outbox as officers see it: every e-mail with its state, and "Send again" for a failed one. */
export const outboxOfficerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/emails',
    {
      schema: { querystring: emailsQuerySchema, response: { 200: envelopeSchema(outgoingEmailPageSchema) } },
    },
    async (request) => {
      const { Status, Search, AboutId, Page, PageSize } = request.query;
      return ok(
        await listEmails(app.db, {
          statuses: Status,
          search: Search,
          aboutId: AboutId,
          page: Page,
          pageSize: PageSize,
        }),
      );
    },
  );

  app.get(
    '/api/officer/emails/counts',
    { schema: { response: { 200: envelopeSchema(outgoingEmailCountsSchema) } } },
    async () => ok(await countEmails(app.db)),
  );

  app.post(
    '/api/officer/emails/:id/send-again',
    {
      schema: {
        params: z.object({ id: guidSchema }),
        response: { 200: envelopeSchema(outgoingEmailSchema) },
      },
    },
    async (request) => {
      const email = await sendAgain(
        { db: app.db, jobs: app.jobs },
        actorOfRequest(request),
        request.params.id,
      );
      return ok(email, `The e-mail to ${email.to} is queued to be sent again.`);
    },
  );
};
