import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { COMMON_MESSAGES } from '@haru/contracts';

/**
 * Errors outside /api (static files, remotes, the registry) as a plain Korean page. Without this, express's
 * default handler prints the stack and install paths whenever NODE_ENV is not 'production', and `npm start`
 * leaves NODE_ENV unset. Nothing from the request or the error is echoed.
 */
function sendPage(res: Response, status: number) {
  const text = status === 404 ? COMMON_MESSAGES.notFound : status < 500 ? COMMON_MESSAGES.requestFailed : COMMON_MESSAGES.internal;
  res.status(status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" })
    .send(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>하루</title><p>${text}</p></html>\n`);
}

export const webNotFound: RequestHandler = (_req, res) => sendPage(res, 404);

export function webErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const given = Number((err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode);
    const status = given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logger.error({ err, path: req.path }, 'web error');
    return sendPage(res, status);
  };
}
