import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { helmetHeadersPlugin } from './helmet-headers.js';

/**
 * The powerful browser features the portal never uses, denied to its pages and to anything they embed.
 * None is needed: files are chosen with a file input and downloaded, nothing is copied by script, shown
 * full screen, paid for or located. Only features Chromium recognises are named (it warns of others).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** What the API answers is the signed-in person's own: no cache, shared or the browser's, keeps it. */
const API_CACHE_CONTROL = 'no-store';

/**
 * Strict headers: no inline or foreign script or style, no framing; HSTS only when served over HTTPS.
 * Styles come from the portal's own CSS files only. React's `style` props and the design system's
 * constructable stylesheets go through the CSSOM, which the policy does not govern; markup-level
 * `style` attributes and `<style>` elements are refused. API answers are never cached unless a route
 * says otherwise (a public key set may be, a file download says `private, no-store` itself).
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
      otherHeaders: [['permissions-policy', PERMISSIONS_POLICY]],
      // Set before the route runs, with the fixed headers: a route's own Cache-Control still wins.
      apiHeaders: [['cache-control', API_CACHE_CONTROL]],
    });
  },
);
