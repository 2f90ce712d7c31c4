import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'haru-api';
const AUDIENCE = 'haru-web';

export interface AccessClaims { userId: string; sessionId: string }

// Given a string, jsonwebtoken first tries to parse it as a PEM public key on every call (measurable under load,
// see bench/FINDINGS.md); a ready KeyObject skips that.
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Short-lived HS256 access token; `typ` keeps a refresh token from ever passing as one. */
export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
  return jwt.sign({ typ: 'access', sid: claims.sessionId }, keyFor(secret), {
    algorithm: 'HS256',
    subject: claims.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** Returns the claims, or null for anything that is not a valid, unexpired access token of ours. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  try {
    const payload = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
