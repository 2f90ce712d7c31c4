import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { COMMON_MESSAGES, type ErrorCode } from '@haru/contracts';
import { AppError } from './app-error';

function send(res: Parameters<RequestHandler>[1], status: number, code: ErrorCode, detail: string, errors?: unknown, extra?: Record<string, unknown>) {
  res.status(status).type('application/problem+json').json({
    status,
    code,
    detail,
    ...(errors ? { errors } : {}),
    ...extra,
    request_id: res.locals.requestId,
  });
}

export const notFoundHandler: RequestHandler = (_req, res) => send(res, 404, 'not_found', COMMON_MESSAGES.notFound);

/** The one place errors become HTTP. Internal messages never leave the server. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) return send(res, err.status, err.code, err.detail, err.errors, err.extra);
  const e = err as { type?: string; status?: number; name?: string };
  if (e.type === 'entity.parse.failed') return send(res, 400, 'malformed_json', COMMON_MESSAGES.malformedJson);
  if (e.type === 'entity.too.large') return send(res, 413, 'payload_too_large', COMMON_MESSAGES.payloadTooLarge);
  if (e.status && e.status >= 400 && e.status < 500) return send(res, e.status, 'validation_failed', COMMON_MESSAGES.invalidValue);
  if (isDatabaseDown(err)) return send(res, 503, 'database_unavailable', COMMON_MESSAGES.databaseUnavailable);
  req.log?.error({ err }, 'unhandled error');
  return send(res, 500, 'internal', COMMON_MESSAGES.internal);
};

function isDatabaseDown(err: unknown): boolean {
  const name = (err as { name?: string })?.name ?? '';
  return (
    name === 'MongoServerSelectionError' ||
    name === 'MongoNetworkError' ||
    name === 'MongoNotConnectedError' ||
    name === 'MongoPoolClearedError' ||
    mongoose.connection.readyState !== 1
  );
}
