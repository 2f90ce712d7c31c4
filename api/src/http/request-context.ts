import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
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

/** A request id (taken from X-Request-Id when sane), a child logger carrying it, and one access-log line. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    req.log = logger.child({ requestId });
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The full path without the query: query strings and headers may carry secrets and are never logged; nor is
      // the secret token of a calendar feed URL (portability/feed.routes.ts).
      const path = req.originalUrl.split('?')[0].replace(/^\/api\/calendar\/feed\/[^/]+/, '/api/calendar/feed/[redacted]');
      req.log?.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
