import type { Request, RequestHandler } from 'express';
import { COMMON_MESSAGES } from '@haru/contracts';
import { unauthorized } from '../http/app-error';
import { verifyAccessToken, type AccessClaims } from './access-token';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AccessClaims;
    }
  }
}

/** Session check hook: lets the auth module reject tokens of revoked sessions. */
export type SessionCheck = (claims: AccessClaims) => Promise<boolean>;

export function requireAuth(secret: string, isSessionActive: SessionCheck): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
    if (!match) throw unauthorized(COMMON_MESSAGES.unauthorized);
    const claims = verifyAccessToken(secret, match[1]);
    if (!claims || !(await isSessionActive(claims))) throw unauthorized(COMMON_MESSAGES.tokenInvalid);
    req.auth = claims;
    next();
  };
}

/** The signed-in user's id; only valid behind requireAuth. */
export function ownerId(req: Request): string {
  if (!req.auth) throw unauthorized(COMMON_MESSAGES.unauthorized);
  return req.auth.userId;
}
