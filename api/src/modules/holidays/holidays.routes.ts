import { Router } from 'express';
import { holidayQuerySchema, type HolidaysResponse } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { parse } from '../../http/validate';
import { getHolidays } from './holidays.service';

/** GET /api/holidays?year= : Korean public holidays of one year (not owner data, but signed-in like every route). */
export const holidaysModule: ApiModule = {
  basePath: '/holidays',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/', async (req, res) => {
      const { year } = parse(holidayQuerySchema, req.query);
      const body: HolidaysResponse = { year, holidays: await getHolidays(year, ctx.config.holidaysFile) };
      res.json(body);
    });
    return router;
  },
};
