import { Router } from 'express';
import { calendarQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { getCalendar } from './calendar.service';

/** GET /api/calendar?from=&to= : the caller's to-dos, meetings and projects of a date range, merged, and the range's public holidays. */
export const calendarModule: ApiModule = {
  basePath: '/calendar',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/', async (req, res) => {
      const query = parse(calendarQuerySchema, req.query);
      res.json(await getCalendar({ ownerId: ownerId(req), ...query, holidaysFile: ctx.config.holidaysFile, now: ctx.clock.now() }));
    });
    return router;
  },
};
