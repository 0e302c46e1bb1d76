import {
  bannerInputSchema,
  type MaintenanceWindow,
  maintenanceWindowSchema,
  officerBannerSchema,
  paymentDetailsInputSchema,
  paymentDetailsSchema,
  scheduleMaintenanceSchema,
  settingIdParamsSchema,
} from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelopeSchema, envelopeSchema, ok } from '../../lib/envelope.js';
import { actorOfRequest } from '../../plugins/session.js';
import { getPaymentDetails, savePaymentDetailsAs } from './payment-details.service.js';
import {
  createBannerAs,
  deleteBannerAs,
  endMaintenanceWindowAs,
  listBanners,
  listMaintenanceWindows,
  type MaintenanceStatusReader,
  scheduleMaintenanceAs,
  updateBannerAs,
  whenOf,
} from './settings.service.js';

function scheduledMessage(window: MaintenanceWindow): string {
  const until = window.endsAt ? whenOf(window.endsAt) : 'an officer ends it';
  return window.state === 'current'
    ? `Maintenance is on until ${until}: companies see the Scheduled Maintenance page. Officers can still use the console.`
    : `Scheduled maintenance from ${whenOf(window.startsAt)} to ${until}.`;
}

/**
 * The portal's settings as officers keep them (/api/officer/maintenance-windows, /api/officer/banners,
 * /api/officer/payment-details).
 * The maintenance gate lets the officer API through while the portal is shut, so an officer can always
 * end maintenance here; each change is audited.
 */
export const settingsOfficerRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceStatusReader }> = async (
  app,
  { maintenance },
) => {
  app.addHook('onRequest', app.requireOfficer);

  app.get(
    '/api/officer/maintenance-windows',
    { schema: { response: { 200: envelopeSchema(z.array(maintenanceWindowSchema)) } } },
    async () => ok(await listMaintenanceWindows(app.db)),
  );

  app.post(
    '/api/officer/maintenance-windows',
    {
      schema: { body: scheduleMaintenanceSchema, response: { 201: envelopeSchema(maintenanceWindowSchema) } },
    },
    async (request, reply) => {
      const window = await scheduleMaintenanceAs(app.db, actorOfRequest(request), request.body);
      maintenance.forget();
      reply.code(201);
      return ok(window, scheduledMessage(window), 201);
    },
  );

  app.post(
    '/api/officer/maintenance-windows/:id/end',
    { schema: { params: settingIdParamsSchema, response: { 200: envelopeSchema(maintenanceWindowSchema) } } },
    async (request) => {
      const window = await endMaintenanceWindowAs(app.db, actorOfRequest(request), request.params.id);
      maintenance.forget();
      return ok(
        window,
        window.state === 'cancelled'
          ? `Cancelled the maintenance scheduled from ${whenOf(window.startsAt)}.`
          : 'Maintenance has ended: the portal is open to companies again.',
      );
    },
  );

  app.get(
    '/api/officer/banners',
    { schema: { response: { 200: envelopeSchema(z.array(officerBannerSchema)) } } },
    async () => ok(await listBanners(app.db)),
  );

  app.post(
    '/api/officer/banners',
    { schema: { body: bannerInputSchema, response: { 201: envelopeSchema(officerBannerSchema) } } },
    async (request, reply) => {
      const banner = await createBannerAs(app.db, actorOfRequest(request), request.body);
      reply.code(201);
      const shown = banner.state === 'current' ? 'it shows now' : `it shows from ${whenOf(banner.startsAt)}`;
      return ok(banner, `Created the banner "${banner.title}"; ${shown}.`, 201);
    },
  );

  app.put(
    '/api/officer/banners/:id',
    {
      schema: {
        params: settingIdParamsSchema,
        body: bannerInputSchema,
        response: { 200: envelopeSchema(officerBannerSchema) },
      },
    },
    async (request) => {
      const banner = await updateBannerAs(app.db, actorOfRequest(request), request.params.id, request.body);
      return ok(banner, `Saved the banner "${banner.title}".`);
    },
  );

  app.delete(
    '/api/officer/banners/:id',
    { schema: { params: settingIdParamsSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const title = await deleteBannerAs(app.db, actorOfRequest(request), request.params.id);
      return ok(null, `Removed the banner "${title}".`);
    },
  );

  app.get(
    '/api/officer/payment-details',
    { schema: { response: { 200: envelopeSchema(paymentDetailsSchema.nullable()) } } },
    async () => ok(await getPaymentDetails(app.db)),
  );

  app.put(
    '/api/officer/payment-details',
    { schema: { body: paymentDetailsInputSchema, response: { 200: envelopeSchema(paymentDetailsSchema) } } },
    async (request) => {
      const details = await savePaymentDetailsAs(app.db, actorOfRequest(request), request.body);
      return ok(details, 'Saved the payment details: new invoices and the invoice pages show them now.');
    },
  );
};
