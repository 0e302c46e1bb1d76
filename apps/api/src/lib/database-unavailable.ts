/**
 * Whether an error means the database could not be reached or went away mid-query (a restart, a
 * fail-over, a network cut), however deep the driver wrapped it. Such a request is worth retrying in a
 * moment, so it is answered 503 rather than as a fault of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot
 * connect now), and the socket errors of a server that is not there.
 */
const UNAVAILABLE_CODE = /^(08\w{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/;

/** node-postgres reports a connection lost mid-query, or a pool that could not connect in time, by message. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
