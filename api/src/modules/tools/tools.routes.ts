import { Router, type Request, type Response } from 'express';
import { COMMON_MESSAGES, HTTP_TOOL_LIMITS, httpToolRequestSchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { reserveAttempt } from '../auth/throttle';
import { clearHistory, deleteHistoryEntry, listHistory, sendHttpRequest } from './tools.service';

/**
 * Per-user requests in fixed one-minute windows, counted in the database (auth/throttle.ts) so the limit holds
 * however many API processes there are: the tester must not become a free request cannon.
 */
async function limit(res: Response, user: string): Promise<void> {
  const reservation = await reserveAttempt([{ key: `http-tool:${user}`, max: HTTP_TOOL_LIMITS.perMinute, windowMs: 60_000 }]);
  if (reservation.ok) return;
  res.setHeader('Retry-After', String(reservation.retryAfterSeconds));
  throw new AppError(429, 'too_many_requests', COMMON_MESSAGES.tooManyRequests);
}

const bearer = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? null;

/** The API tester: POST /api/tools/http sends a request from the server; history per user. */
export const toolsModule: ApiModule = {
  basePath: '/tools',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.post('/http', async (req, res) => {
      const input = parse(httpToolRequestSchema, req.body);
      const owner = ownerId(req);
      await limit(res, owner);
      res.json(await sendHttpRequest(input, { ownerId: owner, ownToken: bearer(req), allowHosts: ctx.config.apiTesterAllowHosts }));
    });
    router.get('/http/history', async (req, res) => {
      res.json(await listHistory(ownerId(req)));
    });
    router.delete('/http/history', async (req, res) => {
      await clearHistory(ownerId(req));
      res.status(204).end();
    });
    router.delete('/http/history/:id', async (req, res) => {
      await deleteHistoryEntry(ownerId(req), req.params.id);
      res.status(204).end();
    });
    return router;
  },
};
