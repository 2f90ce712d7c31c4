import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { accessLogger } from '../logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      log?: Logger;
    }
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;
const CHILD = Symbol('request logger');

/** The request's id: its X-Request-Id when sane, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The path an access-log line names: without the query (query strings and headers may carry secrets and are never
 * logged), nor the secret token of a calendar feed URL (portability/feed.routes.ts).
 */
export const loggedPath = (url: string) => url.split('?')[0].replace(/^\/api\/calendar\/feed\/[^/]+/, '/api/calendar/feed/[redacted]');

/**
 * `req.log`: a child logger carrying the request id, made on first use (most requests log nothing, and a child per
 * request was measurable garbage under load).
 */
export function installRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { [CHILD]?: Logger }) {
      this[CHILD] ??= logger.child({ requestId: this.res?.locals.requestId });
      return this[CHILD];
    },
  });
}

/**
 * A request id (taken from X-Request-Id when sane) and one access-log line per request, at level info: when the
 * level is above it (LOG_LEVEL), nothing is timed or listened for.
 */
export function requestContext(logger: Logger): RequestHandler {
  const accessLog = logger.isLevelEnabled('info');
  const access = accessLogger(logger);
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (accessLog) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        access.info({ requestId, method: req.method, path: loggedPath(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      });
    }
    next();
  };
}
