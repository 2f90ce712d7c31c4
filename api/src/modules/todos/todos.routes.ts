import { Router } from 'express';
import {
  TODO_MESSAGES,
  TODO_NEXT_CURSOR_HEADER,
  todoCreateSchema,
  todoListQuerySchema,
  todoUpdateSchema,
} from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { createTodo, deleteTodo, getTodo, listTodos, updateTodo } from './todos.service';

/** /api/todos (SPEC.md section 7). A bare GET answers the whole list as an array, as the spec's client expects. */
export const todosModule: ApiModule = {
  basePath: '/todos',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/', async (req, res) => {
      const query = parse(todoListQuerySchema, req.query);
      const page = await listTodos({ ownerId: ownerId(req), ...query });
      if (page.nextCursor) res.setHeader(TODO_NEXT_CURSOR_HEADER, page.nextCursor);
      res.json(page.items);
    });

    router.post('/', async (req, res) => {
      const input = parse(todoCreateSchema, req.body);
      const todo = await createTodo({ ownerId: ownerId(req), input });
      res.status(201).json({ message: TODO_MESSAGES.created, todo });
    });

    router.get('/:id', async (req, res) => {
      res.json(await getTodo({ ownerId: ownerId(req), id: req.params.id }));
    });

    router.put('/:id', async (req, res) => {
      const patch = parse(todoUpdateSchema, req.body);
      res.json(await updateTodo({ ownerId: ownerId(req), id: req.params.id, patch }));
    });

    router.delete('/:id', async (req, res) => {
      await deleteTodo({ ownerId: ownerId(req), id: req.params.id });
      res.json({ message: TODO_MESSAGES.deleted });
    });

    return router;
  },
};
