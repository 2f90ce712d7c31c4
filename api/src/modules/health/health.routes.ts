import { Router } from 'express';
import type { ApiModule } from '../../context';
import { pingDatabase } from '../../db/connect';
import { API_VERSION } from '../../version';

/** GET /api/health: version, and whether the database answers (200) or not (503). */
export const healthModule: ApiModule = {
  basePath: '/health',
  router() {
    const router = Router();
    router.get('/', async (_req, res) => {
      const database = await pingDatabase();
      res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', version: API_VERSION, database });
    });
    return router;
  },
};
