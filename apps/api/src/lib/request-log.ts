import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { safeError } from './safe-error.js';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogStream = LoggerOptions['stream'];

/**
 * Keys under which a log call could hand over personal data or a secret by mistake; their values are
 * replaced, at the top of the logged object and one level down. The serializers below already leave out
 * what Fastify and the drivers would log of them (an error keeps only the fields `safeError` names).
 */
const REDACTED_KEYS: ReadonlySet<string> = new Set([
  'email',
  'to',
  'name',
  'password',
  'token',
  'cookie',
  'authorization',
  'params',
]);
export const REDACTED = '[redacted]';

/**
 * The portal's log: no personal data, query strings or statement parameters at any level, and one line
 * per request (see `OneLineLogController`). `stream` is standard output unless given (tests read it).
 * Keys are censored by a log formatter rather than pino's `redact`, whose wildcard paths also ran on the
 * request id of every request's child logger: a sixth of the time of the portal's simplest answer
 * (docs/decisions/0018-the-request-path.md).
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: safeError,
      error: safeError,
      req: (request: FastifyRequest) => ({ method: request.method, url: withoutQuery(request.url) }),
    },
    formatters: { log: censorPersonalData },
  };
}

/** The logged object with the value of every redacted key replaced, here and one level down; a copy. */
export function censorPersonalData(logged: Record<string, unknown>): Record<string, unknown> {
  let censored: Record<string, unknown> | null = null;
  for (const key of Object.keys(logged)) {
    const value = logged[key];
    const replacement = REDACTED_KEYS.has(key) ? REDACTED : isPlainObject(value) ? censorOwn(value) : value;
    if (replacement !== value) {
      censored ??= { ...logged };
      censored[key] = replacement;
    }
  }
  return censored ?? logged;
}

function censorOwn(object: Record<string, unknown>): Record<string, unknown> {
  const found = Object.keys(object).filter((key) => REDACTED_KEYS.has(key));
  if (found.length === 0) return object;
  const censored = { ...object };
  for (const key of found) censored[key] = REDACTED;
  return censored;
}

/** Errors and other class instances are left to their serializers: a copy would lose their message. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The log levels at which a request's line (level info) is written. */
const LEVELS_THAT_LOG_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One line per request, when its answer has gone: method, route (or path, never the query string),
 * status and time, with the request id every line of the request carries. Fastify's own two lines
 * (incoming, completed) and its not-found line, which repeat the URL with its query string, are left out.
 */
export class OneLineLogController extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Below the log's level the line is not built: `routeOptions` is a new object at every read.
    if (!error && !LEVELS_THAT_LOG_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: request.routeOptions.url ?? withoutQuery(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }

  // Fastify's versions use the error's message as the line's message, which the serializer never sees.
  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
    else reply.log.info({ err: error }, 'request refused');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    reply.log.warn({ err: error }, 'the answer could not be started');
  }
}

function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
