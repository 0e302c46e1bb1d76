import { bannerSchema, maintenanceStatusSchema } from '@fsmis/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { getActiveBanners, type MaintenanceStatusReader } from './settings.service.js';

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
