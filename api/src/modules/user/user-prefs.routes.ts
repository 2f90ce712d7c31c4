import { Router } from 'express';
import { calendarSettingsSchema, putHomeLayoutSchema, putQuickActionsSchema, type HomeLayout } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { getCalendarSettings, getHomeLayout, getQuickActions, putCalendarSettings, putHomeLayout, putQuickActions } from './user-prefs.service';

/**
 * /api/user: quick actions (GET answers the list itself, PUT takes `{ actions }`) and the home-screen layout
 * (GET answers `{ sections }`, PUT takes `{ layout }`), as the spec's client sends and reads them; the calendar
 * settings (GET answers and PUT takes `{ lunar_labels }`).
 */
export const userPrefsModule: ApiModule = {
  basePath: '/user',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/quick-actions', async (req, res) => {
      res.json(await getQuickActions(ownerId(req)));
    });
    router.put('/quick-actions', async (req, res) => {
      const { actions } = parse(putQuickActionsSchema, req.body);
      res.json(await putQuickActions(ownerId(req), actions));
    });
    router.get('/home-screen-layout', async (req, res) => {
      res.json(await getHomeLayout(ownerId(req)));
    });
    router.put('/home-screen-layout', async (req, res) => {
      const { layout } = parse(putHomeLayoutSchema, req.body);
      res.json(await putHomeLayout(ownerId(req), layout as unknown as HomeLayout));
    });
    router.get('/calendar-settings', async (req, res) => {
      res.json(await getCalendarSettings(ownerId(req)));
    });
    router.put('/calendar-settings', async (req, res) => {
      res.json(await putCalendarSettings(ownerId(req), parse(calendarSettingsSchema, req.body)));
    });
    return router;
  },
};
