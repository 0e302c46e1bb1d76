import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from './request-logger.js';

function logAt(level: string) {
  const written: Record<string, unknown>[] = [];
  const log = pino({ level }, { write: (line: string) => written.push(JSON.parse(line)) });
  const child = vi.spyOn(log, 'child');
  return { log, written, child };
}

describe("a request's logger", () => {
  it('makes no child logger for a request that logs nothing the level writes', () => {
    const { log, written, child } = logAt('warn');
    const logger = requestLogger(log, { reqId: 'r-1' }, {});
    logger.info({ any: 'thing' }, 'below the level');
    logger.debug('below the level');
    expect(logger.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it("writes what the level writes as the child's line, with the request id, making one child", () => {
    const { log, written, child } = logAt('info');
    const logger = requestLogger(log, { reqId: 'r-2' }, {});
    logger.info({ statusCode: 200 }, 'request');
    logger.error(new Error('boom'), 'request failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(written).toMatchObject([
      { level: 30, reqId: 'r-2', statusCode: 200, msg: 'request' },
      { level: 50, reqId: 'r-2', msg: 'request failed', err: { message: 'boom' } },
    ]);
  });

  it('passes a child of its own the request id, and takes a level of its own', () => {
    const { log, written } = logAt('info');
    const logger = requestLogger(log, { reqId: 'r-3' }, {});
    logger.child({ job: 'scan' }).warn('slow');
    logger.level = 'error';
    logger.warn('now below the level');
    expect(logger.level).toBe('error');
    expect(log.level).toBe('info');
    expect(written).toMatchObject([{ level: 40, reqId: 'r-3', job: 'scan', msg: 'slow' }]);
    logger.silent('never written');
    expect(written).toHaveLength(1);
  });

  it("makes the child at once for a route's own level", () => {
    const { log, written, child } = logAt('warn');
    const logger = requestLogger(log, { reqId: 'r-4' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
    logger.debug('seen at the route level');
    expect(written).toMatchObject([{ level: 20, reqId: 'r-4' }]);
  });
});
