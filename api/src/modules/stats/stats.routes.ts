import { Router } from 'express';
import { analyticsQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { getSummary } from './stats.service';
import { getAnalytics } from './analytics.service';

/** GET /api/stats/summary and /api/stats/analytics: the caller's figures, computed in the database. */
export const statsModule: ApiModule = {
  basePath: '/stats',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/summary', async (req, res) => {
      res.json(await getSummary({ ownerId: ownerId(req) }));
    });
    router.get('/analytics', async (req, res) => {
      const query = parse(analyticsQuerySchema, req.query);
      res.json(await getAnalytics({ ownerId: ownerId(req), ...query }));
    });
    return router;
  },
};
