import { Router } from 'express';
import { searchQuerySchema, type SearchType } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { seoulDay } from '../../clock';
import { sendPartedResponse } from '../../cache/parts';
import type { RevisionScope } from '../../cache/revisions';
import { search } from './search.service';

/** The resource whose writes change a type's hits (a task write replaces its project's stamp). */
const SCOPE_OF: Record<SearchType, RevisionScope> = { todo: 'todos', meeting: 'meetings', project: 'projects', task: 'projects' };

/** GET /api/search?q=&types=&limit= : the caller's to-dos, meetings, projects and tasks matching q, grouped. */
export const searchModule: ApiModule = {
  basePath: '/search',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    // Kept while the owner's to-dos, meetings and projects (and so their search entries) are unchanged; after a
    // write, each type's hits are kept apart under their own resource's stamp, so only the changed type is read.
    router.get('/', async (req, res) => {
      const query = parse(searchQuerySchema, req.query);
      const owner = ownerId(req);
      await sendPartedResponse<SearchType>(req, res, {
        cache: ctx.responseCache, route: 'search', query: JSON.stringify([query.q, query.types, query.limit]), scopes: ['todos', 'meetings', 'projects'],
        also: { now: ctx.clock.now(), of: seoulDay },
        partQuery: JSON.stringify([query.q, query.limit]), scopeOf: (type) => SCOPE_OF[type],
        build: (part) => search({ ownerId: owner, ...query }, undefined, part),
      });
    });
    return router;
  },
};
