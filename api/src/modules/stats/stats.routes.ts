import { Router } from 'express';
import { analyticsQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { sendPartedResponse } from '../../cache/parts';
import type { DataScope } from '../../cache/revisions';
import { getSummary } from './stats.service';
import { getAnalytics } from './analytics.service';

/** GET /api/stats/summary and /api/stats/analytics: the caller's figures, computed in the database. */
export const statsModule: ApiModule = {
  basePath: '/stats',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    const minuteOf = (now: Date) => String(Math.floor(now.getTime() / 60_000));
    // Kept while the owner's to-dos, meetings and projects are unchanged, within one minute: "due today" and
    // "overdue" move with the clock (a to-do due at 14:00 is overdue from 14:00), never within a minute. After a
    // write, each resource's figures are kept apart under its own stamp, so only the changed resource is counted.
    router.get('/summary', async (req, res) => {
      const owner = ownerId(req);
      const now = ctx.clock.now();
      await sendPartedResponse<DataScope>(req, res, {
        cache: ctx.responseCache, route: 'stats-summary', query: '', scopes: ['todos', 'meetings', 'projects'],
        also: { now, of: minuteOf }, scopeOf: (scope) => scope,
        build: (part) => getSummary({ ownerId: owner, now }, part),
      });
    });
    router.get('/analytics', async (req, res) => {
      const query = parse(analyticsQuerySchema, req.query);
      res.json(await getAnalytics({ ownerId: ownerId(req), ...query }));
    });
    return router;
  },
};
