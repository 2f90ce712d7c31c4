import { Router } from 'express';
import { searchQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { search } from './search.service';

/** GET /api/search?q=&types=&limit= : the caller's to-dos, meetings, projects and tasks matching q, grouped. */
export const searchModule: ApiModule = {
  basePath: '/search',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/', async (req, res) => {
      const query = parse(searchQuerySchema, req.query);
      res.json(await search({ ownerId: ownerId(req), ...query }));
    });
    return router;
  },
};
