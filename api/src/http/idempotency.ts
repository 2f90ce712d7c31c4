import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import type { Request, RequestHandler, Response } from 'express';
import { COMMON_MESSAGES } from '@haru/contracts';
import type { Clock } from '../clock';
import { ownerId } from '../auth/require-auth';
import { AppError, badRequest } from './app-error';

/** How long a key's stored response is replayed (issue 24: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a response that is a replay of the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Visible ASCII, 1–255 characters (a UUID in practice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const recordSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    key: { type: String, required: true },
    /** method, path and body of the first request: the same key with another request is refused */
    fingerprint: { type: String, required: true },
    done: { type: Boolean, default: false },
    status: { type: Number },
    body: { type: String },
    contentType: { type: String },
    location: { type: String },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Keys are per user: the same key from two accounts is two records, and a lookup always names the owner.
recordSchema.index({ ownerId: 1, key: 1 }, { unique: true });
recordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const IdempotencyModel = mongoose.models.IdempotencyKey ?? mongoose.model('IdempotencyKey', recordSchema);

interface StoredRecord { _id: mongoose.Types.ObjectId; fingerprint: string; done: boolean; status?: number; body?: string; contentType?: string; location?: string; expiresAt: Date }

const fingerprintOf = (req: Request) =>
  createHash('sha256').update(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(req.body ?? null)}`).digest('hex');

/** A response worth replaying: anything but a server failure or a throttle, which a retry may get past. */
const replayable = (status: number) => status < 500 && status !== 429;

function replay(res: Response, record: StoredRecord) {
  res.status(record.status ?? 200).setHeader(REPLAYED_HEADER, 'true');
  if (record.location) res.setHeader('Location', record.location);
  res.type(record.contentType ?? 'application/json').send(record.body ?? '');
}

/**
 * `Idempotency-Key` on a create (POST), after the auth guard: the first request with a key runs and its response
 * (status, body, Location) is kept for the owner for 24 hours by the API's clock; the same key with the same request
 * replays it, so a retried create never makes a second item. The same key with another request is a 422, and a
 * retry while the first is still running a 409. Without the header nothing changes.
 */
/** Generic in the route's parameters, so the handler after it keeps its typed `req.params`. */
export function idempotent<P extends Record<string, string>>(clock: Clock): RequestHandler<P> {
  return async (typed, res, next) => {
    const req = typed as unknown as Request;
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest(COMMON_MESSAGES.idempotencyKeyInvalid, [{ field: IDEMPOTENCY_HEADER, message: COMMON_MESSAGES.idempotencyKeyInvalid }]);
    const owner = ownerId(req);
    const fingerprint = fingerprintOf(req);
    const now = clock.now();
    const found = (await IdempotencyModel.findOne({ ownerId: owner, key }).lean()) as StoredRecord | null;
    if (found && found.expiresAt <= now) await IdempotencyModel.deleteOne({ _id: found._id });
    else if (found) {
      if (found.fingerprint !== fingerprint) throw new AppError(422, 'idempotency_key_reused', COMMON_MESSAGES.idempotencyKeyReused);
      if (!found.done) throw new AppError(409, 'request_in_progress', COMMON_MESSAGES.requestInProgress);
      return replay(res, found);
    }
    let id: mongoose.Types.ObjectId;
    try {
      id = (await IdempotencyModel.create({ ownerId: owner, key, fingerprint, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) }))._id;
    } catch (err) {
      // Another request with this key was registered between the look-up and here.
      if ((err as { code?: number }).code === 11000) throw new AppError(409, 'request_in_progress', COMMON_MESSAGES.requestInProgress);
      throw err;
    }
    keepResponse(res, id);
    next();
  };
}

/** Stores the response before it is sent (so a retry that follows at once is replayed), or drops the key. */
function keepResponse(res: Response, id: mongoose.Types.ObjectId) {
  const send = res.json.bind(res);
  let settled = false;
  res.json = ((body: unknown) => {
    res.json = send;
    settled = true;
    const status = res.statusCode;
    const stored = replayable(status)
      ? IdempotencyModel.updateOne({ _id: id }, { $set: { done: true, status, body: JSON.stringify(body), contentType: res.get('Content-Type'), location: res.get('Location') } })
      : IdempotencyModel.deleteOne({ _id: id });
    void stored.catch(() => IdempotencyModel.deleteOne({ _id: id }).catch(() => undefined)).finally(() => send(body));
    return res;
  }) as Response['json'];
  // A response that never went through res.json (an aborted request): the key is free again.
  res.on('close', () => {
    if (!settled) void IdempotencyModel.deleteOne({ _id: id }).catch(() => undefined);
  });
}
