import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { safeError } from './safe-error.js';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogStream = LoggerOptions['stream'];

/**
 * Keys under which a log call could hand over personal data or a secret by mistake; their values are
 * replaced. The serializers below already leave out what Fastify and the drivers would log of them.
 */
const REDACTED_KEYS = ['email', 'to', 'name', 'password', 'token', 'cookie', 'authorization', 'params'];

/**
 * The portal's log: no personal data, query strings or statement parameters at any level, and one line
 * per request (see `OneLineLogController`). `stream` is standard output unless given (tests read it).
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
    redact: {
      paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
      censor: '[redacted]',
    },
  };
}

/**
 * One line per request, when its answer has gone: method, route (or path, never the query string),
 * status and time, with the request id every line of the request carries. Fastify's own two lines
 * (incoming, completed) and its not-found line, which repeat the URL with its query string, are left out.
 */
export class OneLineLogController extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
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
