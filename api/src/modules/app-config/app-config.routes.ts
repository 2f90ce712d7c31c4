import { Router } from 'express';
import type { ApiModule } from '../../context';

/**
 * GET /api/config: the public settings the landing page needs (no secrets): where the macOS app is downloaded
 * from (MACOS_APP_URL), or null, in which case the landing page offers installing the PWA instead.
 */
export const appConfigModule: ApiModule = {
  basePath: '/config',
  router(ctx) {
    const router = Router();
    router.get('/', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json({ macos_app_url: ctx.config.macosAppUrl ?? null });
    });
    return router;
  },
};
