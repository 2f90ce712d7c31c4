import type { RequestHandler } from 'express';
import { TODO_NEXT_CURSOR_HEADER } from '@haru/contracts';

const ALLOWED_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOWED_HEADERS = 'Authorization,Content-Type,Accept,X-Request-Id,If-None-Match,If-Match,Idempotency-Key';
/** Response headers a cross-origin client reads: throttling, request ids, the list cursor and list ETags. */
const EXPOSED_HEADERS = `Retry-After,X-Request-Id,${TODO_NEXT_CURSOR_HEADER},ETag,Idempotent-Replayed`;

/**
 * CORS only for the configured origins (CORS_ORIGINS). Same-origin use (the one-port server) needs none; any other
 * origin gets no CORS headers, so browsers refuse it. Bearer tokens, not cookies: credentials stay off.
 */
export function cors(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    // the first Vary of the response (set directly: res.vary parses and merges an existing one)
    if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'Origin');
    else res.vary('Origin');
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
