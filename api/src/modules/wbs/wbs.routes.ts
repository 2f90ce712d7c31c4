import { Router } from 'express';
import { projectCreateSchema, projectUpdateSchema, taskBodySchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { idempotent } from '../../http/idempotency';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './wbs.projects.service';
import { createTask, deleteTask, updateTask } from './wbs.tasks.service';
import { sendTaskList, taskListPrefix } from './wbs.task-list';
import { sendCachedResponse } from '../../cache/response-cache';

/** /api/wbs: projects and their task trees (SPEC.md section 7). Every call is scoped to the signed-in owner. */
export const wbsModule: ApiModule = {
  basePath: '/wbs',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    /** A task write drops this process's cached task lists of the owner at once (the stamp covers other processes). */
    const dropLists = <T>(owner: string, write: Promise<T>) => write.finally(() => ctx.listCache.dropPrefix(taskListPrefix(owner)));

    // The project list and a project are kept while the owner's projects stamp (every project or task write) is unchanged.
    router.get('/projects', async (req, res) => {
      const owner = ownerId(req);
      await sendCachedResponse(req, res, {
        cache: ctx.responseCache, route: 'projects', query: '', scopes: ['projects'],
        build: async () => ({ body: await listProjects({ ownerId: owner }) }),
      });
    });
    router.post('/projects', idempotent(ctx.clock), async (req, res) => {
      const body = parse(projectCreateSchema, req.body);
      res.status(201).json(await createProject({ ownerId: ownerId(req), body, limit: ctx.config.quotas.projects }));
    });
    router.get('/projects/:id', async (req, res) => {
      const owner = ownerId(req);
      await sendCachedResponse(req, res, {
        cache: ctx.responseCache, route: 'project', query: req.params.id, scopes: ['projects'],
        build: async () => ({ body: await getProject({ ownerId: owner, projectId: req.params.id }) }),
      });
    });
    router.put('/projects/:id', async (req, res) => {
      const body = parse(projectUpdateSchema, req.body);
      res.json(await updateProject({ ownerId: ownerId(req), projectId: req.params.id, body }));
    });
    router.delete('/projects/:id', async (req, res) => {
      res.json(await dropLists(ownerId(req), deleteProject({ ownerId: ownerId(req), projectId: req.params.id, now: ctx.clock.now() })));
    });

    router.get('/projects/:id/tasks', async (req, res) => {
      await sendTaskList(res, ctx.listCache, { ownerId: ownerId(req), projectId: req.params.id });
    });
    router.post('/projects/:id/tasks', idempotent(ctx.clock), async (req, res) => {
      const body = parse(taskBodySchema, req.body);
      const limit = ctx.config.quotas.tasksPerProject;
      res.status(201).json(await dropLists(ownerId(req), createTask({ ownerId: ownerId(req), projectId: req.params.id, body, limit })));
    });
    router.put('/projects/:id/tasks/:taskId', async (req, res) => {
      const body = parse(taskBodySchema, req.body);
      res.json(await dropLists(ownerId(req), updateTask({ ownerId: ownerId(req), projectId: req.params.id, taskId: req.params.taskId, body })));
    });
    router.delete('/projects/:id/tasks/:taskId', async (req, res) => {
      res.json(await dropLists(ownerId(req), deleteTask({ ownerId: ownerId(req), projectId: req.params.id, taskId: req.params.taskId, now: ctx.clock.now() })));
    });
    return router;
  },
};
