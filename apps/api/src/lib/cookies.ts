import type { FastifyRequest } from 'fastify';

/**
 * A cookie the request carries. Cookies are read only where a route asks for one, not parsed for every
 * request (`@fastify/cookie` is registered with `hook: false`): most answers read none
 * (docs/decisions/0023-what-every-request-pays-for.md).
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  if (request.cookies === null) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies[name];
}
