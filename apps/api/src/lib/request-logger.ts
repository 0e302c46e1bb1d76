import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger that becomes the log's child (with the request id) only when the request logs
 * something. Fastify makes a child logger for every request; most requests log nothing below the
 * configured level, and making the child cost more of the simplest answer than any of the portal's
 * hooks (docs/decisions/0023-what-every-request-pays-for.md). Every line a request writes is the child's
 * own, so it carries the request id as before.
 */
class RequestLogger {
  #made: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  /** The child logger, made on first use. */
  made(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  /** Whether a line at `level` would be written, without making the child to find out. */
  writes(level: Level): boolean {
    if (this.#made !== null) return true;
    const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return parent.isLevelEnabled?.(level) ?? true;
  }
}

// The log methods go on the prototype, not on each request's logger: nothing is allocated per method.
for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: Parameters<LogFn>) {
      if (this.writes(level)) (this.made()[level] as (...given: Parameters<LogFn>) => void)(...args);
    },
  });
}

/** Fastify's `childLoggerFactory`: a request's logger, made a child only when it logs. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // A route's own level or serializers change what the child writes: that child is made at once.
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
