import { Router, type Request, type Response } from 'express';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  COMMON_MESSAGES,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  type AuthResponse,
  type UserDto,
} from '@haru/contracts';
import type { ApiModule } from '../../context';
import { verifyAccessToken } from '../../auth/access-token';
import { ownerId } from '../../auth/require-auth';
import { AppError, unauthorized } from '../../http/app-error';
import { parse } from '../../http/validate';
import { ThrottledError } from './attempts';
import { findUser, login, register, toUserDto, type AuthResult } from './auth.service';
import { changePassword } from './change-password';
import { PasswordQueueFullError } from './bcrypt-gate';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken } from './sessions';

function authBody({ user, tokens }: AuthResult): AuthResponse {
  return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, token_type: 'bearer', expires_in: tokens.expiresIn, user };
}

/** Sends Retry-After with a 429 (throttled) or 503 (password queue full), then lets the error handler write the body. */
async function withRetryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ThrottledError || error instanceof PasswordQueueFullError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Aborts when the client hangs up before its answer is written, so a password hash still queued is skipped. */
function hangUp(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** /api/auth: register, login, refresh (rotation + reuse detection), me, change-password, logout. */
export const authModule: ApiModule = {
  basePath: '/auth',
  router(ctx) {
    const router = Router();
    const secret = ctx.jwtSecret;

    router.post('/register', async (req, res) => {
      const input = parse(registerSchema, req.body);
      const result = await withRetryAfter(res, () => register(secret, input, { ip: clientIp(req), maxPerIp: ctx.config.registerMaxPerIp, signal: hangUp(res) }));
      res.status(201).json({ ...authBody(result), message: AUTH_MESSAGES.registered });
    });

    router.post('/login', async (req, res) => {
      const input = parse(loginSchema, req.body);
      res.json(authBody(await withRetryAfter(res, () => login(secret, input, { ip: clientIp(req), signal: hangUp(res) }))));
    });

    router.post('/refresh', async (req, res) => {
      const { refresh_token } = parse(refreshSchema, req.body);
      const outcome = await rotateRefreshToken(secret, refresh_token);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') req.log?.warn({ reason: outcome.reason }, 'refresh token replayed: session revoked');
        // Another tab just refreshed: the client picks up the new tokens instead of signing out.
        if (outcome.reason === 'just_rotated') throw new AppError(401, 'token_rotated', COMMON_MESSAGES.tokenInvalid);
        throw unauthorized(COMMON_MESSAGES.tokenInvalid);
      }
      const user = await findUser(outcome.userId);
      if (!user) throw unauthorized(COMMON_MESSAGES.tokenInvalid);
      res.json(authBody({ user: toUserDto(user), tokens: outcome.tokens }));
    });

    router.get('/me', ctx.requireAuth, async (req, res) => {
      const user = await findUser(ownerId(req));
      if (!user) throw unauthorized(COMMON_MESSAGES.tokenInvalid);
      const body: UserDto = toUserDto(user);
      res.json(body);
    });

    router.put('/change-password', ctx.requireAuth, async (req, res) => {
      const input = parse(changePasswordSchema, req.body);
      await withRetryAfter(res, () => changePassword(input, { userId: ownerId(req), sessionId: req.auth!.sessionId, ip: clientIp(req), signal: hangUp(res) }));
      res.json({ message: AUTH_MESSAGES.passwordChanged });
    });

    // Ends the session of the bearer token and/or of the given refresh token; always 204 (idempotent).
    router.post('/logout', async (req, res) => {
      const { refresh_token } = parse(logoutSchema, req.body ?? {});
      const bearer = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
      const claims = bearer ? verifyAccessToken(secret, bearer) : null;
      if (claims) await revokeSession(claims.sessionId, 'logout');
      if (refresh_token) await revokeByRefreshToken(refresh_token);
      res.status(204).end();
    });

    return router;
  },
};
