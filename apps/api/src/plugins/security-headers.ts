import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { helmetHeadersPlugin } from './helmet-headers.js';

/**
 * Strict headers: no inline or foreign script or style, no framing; HSTS only when served over HTTPS.
 * Styles come from the portal's own CSS files only. React's `style` props and the design system's
 * constructable stylesheets go through the CSSOM, which the policy does not govern; markup-level
 * `style` attributes and `<style>` elements are refused.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean; uploadOrigin: string | null }) => {
    await app.register(helmetHeadersPlugin, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          styleSrcAttr: ["'none'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.uploadOrigin ? [options.uploadOrigin] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
);
