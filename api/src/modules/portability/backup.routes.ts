import { Router } from 'express';
import { PORTABILITY_MESSAGES, backupFileSchema, type RestoreReport } from '@haru/contracts';
import type { ApiModule, AppContext } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { cacheKeyPrefix } from '../../cache/send-cached';
import { taskListPrefix } from '../wbs/wbs.task-list';
import { sendBackup } from './backup.export';
import { planRestore, type RestorePlan } from './backup.plan';
import { existingHashes } from './backup.source';
import { writePlan } from './backup.write';

const report = (plan: RestorePlan, written: boolean): RestoreReport & { message?: string } => ({
  counts: plan.counts,
  preferences: plan.preferences.quickActions || plan.preferences.homeLayout ? 'new' : 'none',
  skipped: plan.skipped,
  written,
  ...(written ? { message: PORTABILITY_MESSAGES.restored } : {}),
});

/** Every list a restore or import may have changed, dropped from this process's cache (other processes: the stamps). */
export function dropOwnerLists(ctx: AppContext, owner: string): void {
  ctx.listCache.dropPrefix(cacheKeyPrefix('todos', owner));
  ctx.listCache.dropPrefix(cacheKeyPrefix('meetings', owner));
  ctx.listCache.dropPrefix(taskListPrefix(owner));
}

/**
 * /api/backup: GET streams the caller's whole account as one versioned JSON; POST /preview answers what a restore
 * of a file would do (counts, every left-out item with a Korean reason) without writing; POST /restore writes
 * exactly that, all or nothing (backup.write.ts). The body may be up to BACKUP_MAX_BYTES (app.ts).
 */
export const backupModule: ApiModule = {
  basePath: '/backup',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    const plan = async (owner: string, body: unknown) =>
      planRestore(parse(backupFileSchema, body), await existingHashes(owner), ctx.config.quotas.tasksPerProject);

    router.get('/', async (req, res) => {
      await sendBackup(res, ownerId(req));
    });
    router.post('/preview', async (req, res) => {
      res.json(report(await plan(ownerId(req), req.body), false));
    });
    router.post('/restore', async (req, res) => {
      const owner = ownerId(req);
      const planned = await plan(owner, req.body);
      await writePlan(owner, planned, ctx.config).finally(() => dropOwnerLists(ctx, owner));
      res.json(report(planned, true));
    });
    return router;
  },
};
