import { Router } from 'express';
import { calendarQuerySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parseQuery } from '../../http/validate';
import { seoulDay } from '../../clock';
import { holidayFileVersion } from '../holidays/holidays.file';
import { sendPartedResponse } from '../../cache/parts';
import type { DataScope } from '../../cache/revisions';
import { getCalendar } from './calendar.service';

/** GET /api/calendar?from=&to= : the caller's to-dos, meetings and projects of a date range, merged, and the range's public holidays. */
export const calendarModule: ApiModule = {
  basePath: '/calendar',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    const file = ctx.config.holidaysFile;
    const also = (now: Date) => `${seoulDay(now)}/${holidayFileVersion(file)}`;
    // Kept while the owner's to-dos, meetings and projects are unchanged, on the same Seoul date (repeating
    // to-dos' coming occurrences start from today) and the same version of the operator's holiday file.
    router.get('/', async (req, res) => {
      const query = parseQuery(calendarQuerySchema, req);
      const owner = ownerId(req);
      const now = ctx.clock.now();
      // After a write, each resource's events are kept apart under its own stamp: only the changed one is read.
      await sendPartedResponse<DataScope>(req, res, {
        cache: ctx.responseCache, route: 'calendar', query: `${query.from}/${query.to}`, scopes: ['todos', 'meetings', 'projects'],
        also: { now, of: also }, scopeOf: (scope) => scope,
        build: (part) => getCalendar({ ownerId: owner, ...query, holidaysFile: file, now }, part),
      });
    });
    return router;
  },
};
