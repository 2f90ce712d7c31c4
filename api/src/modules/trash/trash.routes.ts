import { Router } from 'express';
import { z } from 'zod';
import { TRASH_MESSAGES, trashKindSchema, trashRestoreManySchema, type TrashKind } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { notFound } from '../../http/app-error';
import { parse } from '../../http/validate';
import { cacheKeyPrefix } from '../../cache/send-cached';
import { taskListPrefix } from '../wbs/wbs.task-list';
import { deleteFromTrash, emptyTrash, listTrash, restoreFromTrash } from './trash.service';
import { restoreTodosFromTrash } from './trash.restore-many';

/** An unknown kind names nothing in anyone's 휴지통: 404, like an unknown id. */
function kindOf(value: string): TrashKind {
  const kind = trashKindSchema.safeParse(value);
  if (!kind.success) throw notFound(TRASH_MESSAGES.notFound);
  return kind.data;
}

/** /api/trash (issue 22): the 휴지통 of deleted to-dos, meetings, projects and tasks, kept 30 days. */
export const trashModule: ApiModule = {
  basePath: '/trash',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/', async (req, res) => {
      res.json({ items: await listTrash({ ownerId: ownerId(req), now: ctx.clock.now() }) });
    });

    const dropCached = (owner: string) => {
      for (const prefix of [cacheKeyPrefix('todos', owner), cacheKeyPrefix('meetings', owner), taskListPrefix(owner)]) ctx.listCache.dropPrefix(prefix);
    };

    router.post('/:kind/:id/restore', async (req, res) => {
      parse(z.object({}).strict(), req.body ?? {});
      const owner = ownerId(req);
      const item = await restoreFromTrash({ ownerId: owner, kind: kindOf(req.params.kind), id: req.params.id, now: ctx.clock.now(), quotas: ctx.config.quotas })
        .finally(() => dropCached(owner));
      res.json({ message: TRASH_MESSAGES.restored, item });
    });

    router.post('/restore', async (req, res) => {
      const { ids } = parse(trashRestoreManySchema, req.body);
      const owner = ownerId(req);
      const items = await restoreTodosFromTrash({ ownerId: owner, ids, now: ctx.clock.now(), quotas: ctx.config.quotas }).finally(() => dropCached(owner));
      res.json({ message: TRASH_MESSAGES.restoredMany(items.length), items });
    });

    router.delete('/:kind/:id', async (req, res) => {
      await deleteFromTrash({ ownerId: ownerId(req), kind: kindOf(req.params.kind), id: req.params.id, now: ctx.clock.now() });
      res.json({ message: TRASH_MESSAGES.deleted });
    });

    router.delete('/', async (req, res) => {
      const deleted = await emptyTrash({ ownerId: ownerId(req) });
      res.json({ message: TRASH_MESSAGES.emptied, deleted });
    });

    return router;
  },
};
