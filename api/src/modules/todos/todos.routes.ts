import { Router } from 'express';
import {
  TODO_MESSAGES,
  TODO_NEXT_CURSOR_HEADER,
  todoCreateSchema,
  todoBulkSchema,
  todoListQuerySchema,
  todoUpdateQuerySchema,
  todoUpdateSchema,
} from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { cacheKeyPrefix, sendCachedList } from '../../cache/send-cached';
import { sendCachedResponse } from '../../cache/response-cache';
import { idempotent } from '../../http/idempotency';
import { checkIfMatch, etagOf, versionOf } from '../../http/preconditions';
import { createTodo, deleteTodo, getTodo, listTodos, streamTodos, updateTodoInSeries } from './todos.service';
import { bulkChangeTodos, bulkDeleteTodos } from './todos.bulk';

/**
 * /api/todos (SPEC.md section 7). A bare GET answers the whole list as an array, as the spec's client expects,
 * streamed (bounded memory); `limit` + `cursor` page it. Creates stop at the account's quota.
 */
export const todosModule: ApiModule = {
  basePath: '/todos',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    /** Every write drops this process's cached lists at once; the service replaces the stamp for other processes. */
    const dropCached = (owner: string) => ctx.listCache.dropPrefix(cacheKeyPrefix('todos', owner));

    router.get('/', async (req, res) => {
      const query = parse(todoListQuerySchema, req.query);
      const owner = ownerId(req);
      await sendCachedList(req, res, {
        cache: ctx.listCache,
        scope: 'todos',
        ownerId: owner,
        query: JSON.stringify([query.status, query.sort, query.limit, query.cursor]),
        build: async () => {
          // Without a limit, the whole list (up to the quota) is streamed from a database cursor.
          if (!query.limit) return { items: streamTodos({ ownerId: owner, ...query }) };
          const page = await listTodos({ ownerId: owner, ...query });
          const headers: Record<string, string> = page.nextCursor ? { [TODO_NEXT_CURSOR_HEADER]: page.nextCursor } : {};
          return { body: page.items, headers };
        },
      });
    });

    router.post('/', idempotent(ctx.clock), async (req, res) => {
      const input = parse(todoCreateSchema, req.body);
      const owner = ownerId(req);
      const todo = await createTodo({ ownerId: owner, input, now: ctx.clock.now(), limit: ctx.config.quotas.todos }).finally(() => dropCached(owner));
      res.status(201).json({ message: TODO_MESSAGES.created, todo });
    });

    // Issue 22: one change or a delete for up to 500 of the caller's to-dos, all or nothing.
    router.patch('/', async (req, res) => {
      const body = parse(todoBulkSchema, req.body);
      const owner = ownerId(req);
      const now = ctx.clock.now();
      if (body.delete) {
        const deleted = await bulkDeleteTodos({ ownerId: owner, ids: body.ids, now }).finally(() => dropCached(owner));
        res.json({ message: TODO_MESSAGES.bulkDeleted(deleted), deleted });
        return;
      }
      const limit = ctx.config.quotas.todos;
      const { notContinued, nextKept, ...result } = await bulkChangeTodos({ ownerId: owner, ids: body.ids, change: body.change!, now, limit }).finally(() => dropCached(owner));
      const notice = notContinued.length
        ? { series_notice: TODO_MESSAGES.seriesNotContinuedMany(notContinued.length, limit), not_continued: notContinued }
        : nextKept.length ? { series_notice: TODO_MESSAGES.seriesNextKeptMany(nextKept.length), next_kept: nextKept } : {};
      res.json({ message: TODO_MESSAGES.bulkUpdated(result.todos.length), ...result, ...notice });
    });

    // Kept while the owner's to-dos stamp is unchanged; the ETag stays the item's version (If-Match on writes).
    router.get('/:id', async (req, res) => {
      const owner = ownerId(req);
      await sendCachedResponse(req, res, {
        cache: ctx.responseCache, route: 'todo', query: req.params.id, scopes: ['todos'],
        build: async () => {
          const todo = await getTodo({ ownerId: owner, id: req.params.id });
          return { body: todo, headers: { ETag: etagOf(todo) } };
        },
      });
    });

    router.put('/:id', async (req, res) => {
      const patch = parse(todoUpdateSchema, req.body);
      const { scope } = parse(todoUpdateQuerySchema, req.query);
      const owner = ownerId(req);
      await checkIfMatch(req, () => getTodo({ ownerId: owner, id: req.params.id }));
      const limit = ctx.config.quotas.todos;
      const { todo, next } = await updateTodoInSeries({ ownerId: owner, id: req.params.id, patch, scope, now: ctx.clock.now(), limit, version: versionOf(req) }).finally(() => dropCached(owner));
      res.setHeader('ETag', etagOf(todo));
      // The complete is saved either way; a full quota only stopped the series' next to-do, and the user is told.
      // Undoing a complete kept the next occurrence because the user had changed it: said so too.
      const notice = next === 'quota_full' ? TODO_MESSAGES.seriesNotContinued(limit) : next === 'kept' ? TODO_MESSAGES.seriesNextKept : null;
      res.json(notice ? { ...todo, series_notice: notice } : todo);
    });

    router.delete('/:id', async (req, res) => {
      const owner = ownerId(req);
      await checkIfMatch(req, () => getTodo({ ownerId: owner, id: req.params.id }));
      await deleteTodo({ ownerId: owner, id: req.params.id, trashAt: ctx.clock.now(), version: versionOf(req) }).finally(() => dropCached(owner));
      res.json({ message: TODO_MESSAGES.deleted });
    });

    return router;
  },
};
