import {
  inAppNotificationsPageSchema,
  notificationIdParamsSchema,
  notificationReadSchema,
  unreadCountSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/session.js';
import { notificationsQuerySchema } from './notifications.schemas.js';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authenticated = { onRequest: app.authenticate };

  app.get(
    '/api/in-app-notifications',
    {
      ...authenticated,
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: envelopeSchema(inAppNotificationsPageSchema) },
      },
    },
    async (request) => ok(await listNotifications(app.db, sessionOf(request), request.query)),
  );

  app.post(
    '/api/in-app-notifications/read-all',
    { ...authenticated, schema: { response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request) => ok(await readAllNotifications(app.db, sessionOf(request))),
  );

  app.post(
    '/api/in-app-notifications/:id/read',
    {
      ...authenticated,
      schema: {
        params: notificationIdParamsSchema,
        response: { 200: envelopeSchema(notificationReadSchema) },
      },
    },
    async (request) => ok(await readNotification(app.db, sessionOf(request), request.params.id)),
  );
};
