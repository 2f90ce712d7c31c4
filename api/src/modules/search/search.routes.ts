import { Router } from 'express';
import { searchQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { seoulDay } from '../../clock';
import { sendCachedResponse } from '../../cache/response-cache';
import { search } from './search.service';

/** GET /api/search?q=&types=&limit= : the caller's to-dos, meetings, projects and tasks matching q, grouped. */
export const searchModule: ApiModule = {
  basePath: '/search',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    // Kept while the owner's to-dos, meetings and projects (and so their search entries) are unchanged.
    router.get('/', async (req, res) => {
      const query = parse(searchQuerySchema, req.query);
      const owner = ownerId(req);
      await sendCachedResponse(req, res, {
        cache: ctx.responseCache, route: 'search', query: JSON.stringify([query.q, query.types, query.limit]), scopes: ['todos', 'meetings', 'projects'],
        also: { now: ctx.clock.now(), of: seoulDay },
        build: async () => ({ body: await search({ ownerId: owner, ...query }) }),
      });
    });
    return router;
  },
};
