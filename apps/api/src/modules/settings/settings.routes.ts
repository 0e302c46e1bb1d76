import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { getActiveBanners, type MaintenanceStatusReader } from './settings.service.js';

const maintenanceStatusSchema = z.object({
  isUnderMaintenance: z.boolean(),
  message: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});

const bannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
});

export const settingsRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceStatusReader }> = async (
  app,
  options,
) => {
  app.get(
    '/api/maintenance-status',
    { schema: { response: { 200: envelopeSchema(maintenanceStatusSchema) } } },
    async () => ok(await options.maintenance.read()),
  );

  app.get(
    '/api/settings/banners/active',
    { schema: { response: { 200: envelopeSchema(z.array(bannerSchema)) } } },
    async () => ok(await getActiveBanners(app.db)),
  );
};
