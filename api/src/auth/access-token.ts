import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'haru-api';
const AUDIENCE = 'haru-web';

export interface AccessClaims { userId: string; sessionId: string }

// Given a string, jsonwebtoken first tries to parse it as a PEM public key on every call (measurable under load,
// see bench/FINDINGS.md); a ready KeyObject skips that. Beside each key, the tokens verified with it.
interface Verified { claims: AccessClaims; exp: number }
const keys = new Map<string, { key: KeyObject; verified: Map<string, Verified> }>();
function keyFor(secret: string): { key: KeyObject; verified: Map<string, Verified> } {
  let entry = keys.get(secret);
  if (!entry) {
    entry = { key: createSecretKey(Buffer.from(secret, 'utf8')), verified: new Map() };
    keys.set(secret, entry);
  }
  return entry;
}

/** Short-lived HS256 access token; `typ` keeps a refresh token from ever passing as one. */
export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
  return jwt.sign({ typ: 'access', sid: claims.sessionId }, keyFor(secret).key, {
    algorithm: 'HS256',
    subject: claims.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** How many verified tokens a secret keeps (the oldest goes first). */
const MAX_VERIFIED = 10_000;

/**
 * Returns the claims, or null for anything that is not a valid, unexpired access token of ours. A token that
 * passed is kept until its `exp`, so the HMAC, base64 and JSON work of a token every request of a session presents
 * again is done once per process: keyed by the whole token text (signature included) under its secret, so only the
 * very text that passed is ever found; refusals are never kept (anything may be sent). Revocation is not decided
 * here: requireAuth still checks the session on every request.
 */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  const { key, verified } = keyFor(secret);
  const known = verified.get(token);
  // jsonwebtoken's own rule: expired once the whole-second clock reaches `exp`
  if (known && Math.floor(Date.now() / 1000) < known.exp) return known.claims;
  if (known) verified.delete(token);
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      return null;
    }
    const claims = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
    if (typeof payload.exp === 'number') {
      verified.set(token, { claims, exp: payload.exp });
      if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    }
    return claims;
  } catch {
    return null;
  }
}
