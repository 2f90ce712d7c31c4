import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';

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
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (accessLog) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        // The full path without the query: query strings and headers may carry secrets and are never logged; nor is
        // the secret token of a calendar feed URL (portability/feed.routes.ts).
        const path = req.originalUrl.split('?')[0].replace(/^\/api\/calendar\/feed\/[^/]+/, '/api/calendar/feed/[redacted]');
        req.log?.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      });
    }
    next();
  };
}
