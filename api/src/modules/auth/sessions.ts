import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';

// Filters with operators are wrapped in mongoose.trusted(): sanitizeFilter is on globally (db/connect.ts).
import { signAccessToken, ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from '../../auth/access-token';
import { bumpStamp, readStamps, type OwnerStamps } from '../../cache/revisions';
import { knownLive, rememberLive } from './live-sessions';
import { RefreshTokenModel, SessionModel } from './session.model';
import { UserModel } from './user.model';

/** A refresh token lives 14 days and is replaced on every use; a session ends at the latest after 60 days. */
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
export const SESSION_MAX_AGE_MS = 60 * 24 * 3600 * 1000;
/**
 * A token rotated less than this long ago is refused without revoking the session: two tabs of one browser may
 * both present it (the second one's localStorage not yet showing the first one's new tokens). No tokens are
 * issued for it, so a thief gains nothing; later replays revoke the family.
 */
export const ROTATION_GRACE_MS = 10_000;

export interface TokenPair { accessToken: string; refreshToken: string; expiresIn: number }
export type RefreshOutcome =
  | { ok: true; userId: string; tokens: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'just_rotated' };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const isObjectId = (id: string) => mongoose.isObjectIdOrHexString(id) && /^[0-9a-f]{24}$/i.test(id);

async function issueRefreshToken(sessionId: mongoose.Types.ObjectId, userId: mongoose.Types.ObjectId, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await RefreshTokenModel.create({ hash: sha256(token), sessionId, userId, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) });
  return token;
}

function pair(secret: string, userId: string, sessionId: string, refreshToken: string): TokenPair {
  return { accessToken: signAccessToken(secret, { userId, sessionId }), refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * A new session (login or sign-up) and its first token pair, or null when `checkedHash` (the password hash the
 * caller verified) is no longer the account's. The session is created first and checked second: a concurrent
 * password change either finds it (and revokes it with the other sessions) or has already replaced the hash
 * (and this check refuses it), so a login that checked the old password never ends with a live session.
 */
export async function startSession(secret: string, userId: string, checkedHash: string): Promise<TokenPair | null> {
  const now = new Date();
  const uid = new mongoose.Types.ObjectId(userId);
  await pruneEndedSessions(uid, now);
  const session = await SessionModel.create({ userId: uid, lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS) });
  if (!(await UserModel.exists({ _id: uid, passwordHash: checkedHash }))) {
    await revokeSession(String(session._id), 'password_changed');
    return null;
  }
  const refreshToken = await issueRefreshToken(session._id, uid, now);
  return pair(secret, userId, String(session._id), refreshToken);
}

/**
 * Exchanges a refresh token for a new pair. The token is marked rotated atomically, so of two concurrent
 * exchanges exactly one wins; a token that was already rotated is a replay and revokes its whole session.
 */
export async function rotateRefreshToken(secret: string, token: string): Promise<RefreshOutcome> {
  const now = new Date();
  const hash = sha256(token);
  const claimed = await RefreshTokenModel.findOneAndUpdate({ hash, rotatedAt: null }, { $set: { rotatedAt: now } }, { returnDocument: 'before' }).lean();
  if (!claimed) {
    const replayed = await RefreshTokenModel.findOne({ hash }).lean();
    if (!replayed) return { ok: false, reason: 'unknown' };
    if (replayed.rotatedAt && replayed.rotatedAt.getTime() > now.getTime() - ROTATION_GRACE_MS) return { ok: false, reason: 'just_rotated' };
    await revokeSession(String(replayed.sessionId), 'refresh_token_reuse');
    return { ok: false, reason: 'reused' };
  }
  if (claimed.expiresAt <= now) return { ok: false, reason: 'expired' };
  const session = await SessionModel.findOneAndUpdate(
    { _id: claimed.sessionId, revokedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { lastUsedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  if (!session) return { ok: false, reason: 'revoked' };
  // Rotated tokens matter for replay detection only until they would have expired.
  await RefreshTokenModel.deleteMany({ sessionId: claimed.sessionId, expiresAt: mongoose.trusted({ $lte: now }) });
  const refreshToken = await issueRefreshToken(claimed.sessionId, claimed.userId, now);
  const userId = String(claimed.userId);
  return { ok: true, userId, tokens: pair(secret, userId, String(claimed.sessionId), refreshToken) };
}

/**
 * Housekeeping at each login (the embedded database has no TTL indexes): sessions that ended over a token
 * lifetime ago, and their tokens, are deleted. Recently revoked ones stay so a replay is still recognised.
 */
async function pruneEndedSessions(userId: mongoose.Types.ObjectId, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - REFRESH_TOKEN_TTL_MS);
  const ended = await SessionModel.find({
    userId,
    $or: [{ expiresAt: mongoose.trusted({ $lte: now }) }, { revokedAt: mongoose.trusted({ $lte: cutoff }) }],
  }, { _id: 1 }).lean();
  if (!ended.length) return;
  const ids = ended.map((s) => s._id);
  await RefreshTokenModel.deleteMany({ sessionId: mongoose.trusted({ $in: ids }) });
  await SessionModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
}

export async function revokeSession(sessionId: string, reason: string): Promise<void> {
  if (!isObjectId(sessionId)) return;
  const revoked = await SessionModel.findOneAndUpdate(
    { _id: sessionId, revokedAt: null },
    { $set: { revokedAt: new Date(), revokeReason: reason } },
    { projection: { userId: 1 } },
  ).lean();
  // After the write: every process's remembered copy of the session is stale from here on (live-sessions.ts).
  if (revoked) await bumpStamp('sessions', String(revoked.userId));
}

/** Logout by refresh token: ends the session it belongs to (whether or not it was rotated). */
export async function revokeByRefreshToken(token: string): Promise<void> {
  const found = await RefreshTokenModel.findOne({ hash: sha256(token) }).lean();
  if (found) await revokeSession(String(found.sessionId), 'logout');
}

/** Password change: every session of the user except the one making the change. */
export async function revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
  const result = await SessionModel.updateMany(
    { userId: new mongoose.Types.ObjectId(userId), _id: mongoose.trusted({ $ne: new mongoose.Types.ObjectId(keepSessionId) }), revokedAt: null },
    { $set: { revokedAt: new Date(), revokeReason: 'password_changed' } },
  );
  await bumpStamp('sessions', userId);
  return result.modifiedCount;
}

/**
 * Whether this process already found the access token's session live under the owner's current `sessions` stamp
 * (no read): what the fast path (http/fast-path.ts) requires; anything else goes to requireAuth.
 */
export function sessionKnownLive(claims: AccessClaims, stamps: OwnerStamps, now = Date.now()): boolean {
  return knownLive(claims.sessionId, claims.userId, stamps.sessions, now);
}

/**
 * The SessionCheck of requireAuth: the owner's revision stamps (one read, also what a cached list is served under)
 * while the access token's session is live, else null. The session itself is read only when this process has not
 * already found it live under the current `sessions` stamp.
 */
export async function isSessionActive(claims: AccessClaims, now = new Date()): Promise<OwnerStamps | null> {
  if (!isObjectId(claims.sessionId) || !isObjectId(claims.userId)) return null;
  const stamps = await readStamps(claims.userId);
  if (knownLive(claims.sessionId, claims.userId, stamps.sessions, now.getTime())) return stamps;
  // The driver's collection directly, with a filter built only from the two ids validated above.
  const found = await SessionModel.collection.findOne(
    {
      _id: new mongoose.Types.ObjectId(claims.sessionId),
      userId: new mongoose.Types.ObjectId(claims.userId),
      revokedAt: null,
      expiresAt: { $gt: now },
    },
    { projection: { expiresAt: 1 } },
  );
  if (!found) return null;
  rememberLive(claims.sessionId, { userId: claims.userId, stamp: stamps.sessions, expiresAt: (found.expiresAt as Date).getTime(), foundAt: now.getTime() });
  return stamps;
}
