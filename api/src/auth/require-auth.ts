import type { Request, RequestHandler } from 'express';
import { COMMON_MESSAGES } from '@haru/contracts';
import { unauthorized } from '../http/app-error';
import type { OwnerStamps } from '../cache/revisions';
import { verifyAccessToken, type AccessClaims } from './access-token';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AccessClaims;
      /** the signed-in owner's revision stamps, read with the session check (cache/revisions.ts) */
      stamps?: OwnerStamps;
    }
  }
}

/** Session check hook: the owner's revision stamps while the token's session is live, null once it was revoked. */
export type SessionCheck = (claims: AccessClaims) => Promise<OwnerStamps | null>;

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer ([A-Za-z0-9._-]+)$/.exec(header ?? '')?.[1];
}

export function requireAuth(secret: string, isSessionActive: SessionCheck): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw unauthorized(COMMON_MESSAGES.unauthorized);
    const claims = verifyAccessToken(secret, token);
    const stamps = claims ? await isSessionActive(claims) : null;
    if (!claims || !stamps) throw unauthorized(COMMON_MESSAGES.tokenInvalid);
    req.auth = claims;
    req.stamps = stamps;
    next();
  };
}

/** The signed-in user's id; only valid behind requireAuth. */
export function ownerId(req: Request): string {
  if (!req.auth) throw unauthorized(COMMON_MESSAGES.unauthorized);
  return req.auth.userId;
}
