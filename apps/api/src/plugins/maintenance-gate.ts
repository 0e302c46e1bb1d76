import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import type { MaintenanceStatusReader } from '../modules/settings/settings.service.js';

/** Calls that keep working during maintenance: the status itself, probes, banners and the portal's keys. */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  '/api/maintenance-status',
  '/api/health',
  '/api/ready',
  '/api/settings/banners/active',
  // The identity service fetches the portal's public keys whenever it needs them.
  '/api/spcp/jwks',
]);

export const maintenanceGatePlugin = fp(
  async (app: FastifyInstance, options: { maintenance: MaintenanceStatusReader }) => {
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(pathname)) return;
      const status = await options.maintenance.read();
      if (!status.isUnderMaintenance) return;
      return reply
        .code(503)
        .header('x-maintenance', 'on')
        .header('retry-after', '300')
        .send(failure(503, `The portal is under scheduled maintenance. ${status.message ?? ''}`.trim()));
    });
  },
);
