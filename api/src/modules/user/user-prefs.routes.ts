import { Router } from 'express';
import { putHomeLayoutSchema, putQuickActionsSchema, type HomeLayout } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { getHomeLayout, getQuickActions, putHomeLayout, putQuickActions } from './user-prefs.service';

/**
 * /api/user: quick actions (GET answers the list itself, PUT takes `{ actions }`) and the home-screen layout
 * (GET answers `{ sections }`, PUT takes `{ layout }`), as the spec's client sends and reads them.
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
    return router;
  },
};
