import { Router, type Request } from 'express';
import { COMMON_MESSAGES, HTTP_TOOL_LIMITS, httpToolRequestSchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { clearHistory, deleteHistoryEntry, listHistory, sendHttpRequest } from './tools.service';

/** Per-user sliding minute window: the tester must not become a free request cannon. */
function rateLimiter(perMinute: number) {
  const sent = new Map<string, number[]>();
  return (user: string) => {
    const now = Date.now();
    const recent = (sent.get(user) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMinute) throw new AppError(429, 'too_many_requests', COMMON_MESSAGES.tooManyRequests);
    recent.push(now);
    sent.set(user, recent);
  };
}

const bearer = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? null;

/** The API tester: POST /api/tools/http sends a request from the server; history per user. */
export const toolsModule: ApiModule = {
  basePath: '/tools',
  router(ctx) {
    const router = Router();
    const limit = rateLimiter(HTTP_TOOL_LIMITS.perMinute);
    router.use(ctx.requireAuth);
    router.post('/http', async (req, res) => {
      const input = parse(httpToolRequestSchema, req.body);
      const owner = ownerId(req);
      limit(owner);
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
