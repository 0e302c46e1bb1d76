import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import { getMaintenanceStatus } from '../modules/settings/settings.service.js';

/** Calls that keep working during maintenance: the status itself, probes and banners. */
const OPEN_DURING_MAINTENANCE = new Set([
  '/api/maintenance-status',
  '/api/health',
  '/api/ready',
  '/api/settings/banners/active',
]);

/** Every instance re-reads the status at most this often. */
const STATUS_CACHE_MS = 2_000;

export const maintenanceGatePlugin = fp(async (app: FastifyInstance) => {
  let cached: { on: boolean; message: string; readAt: number } | null = null;

  async function maintenance(now: number) {
    if (cached && now - cached.readAt < STATUS_CACHE_MS) return cached;
    const status = await getMaintenanceStatus(app.db);
    cached = { on: status.isUnderMaintenance, message: status.message ?? '', readAt: now };
    return cached;
  }

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(pathname)) return;
    const status = await maintenance(Date.now());
    if (!status.on) return;
    return reply
      .code(503)
      .header('x-maintenance', 'on')
      .header('retry-after', '300')
      .send(failure(503, `The portal is under scheduled maintenance. ${status.message}`.trim()));
  });
});
