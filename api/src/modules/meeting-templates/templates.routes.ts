import { Router } from 'express';
import { meetingTemplateInputSchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { createTemplate, deleteTemplate, listTemplates } from './templates.service';

/** /api/meeting-templates (issue 21): the built-in agenda templates and the user's own, owner-scoped and limited. */
export const meetingTemplatesModule: ApiModule = {
  basePath: '/meeting-templates',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/', async (req, res) => {
      res.json(await listTemplates({ ownerId: ownerId(req) }));
    });

    router.post('/', async (req, res) => {
      const data = parse(meetingTemplateInputSchema, req.body);
      res.status(201).json(await createTemplate({ ownerId: ownerId(req), data, limit: ctx.config.quotas.meetingTemplates }));
    });

    router.delete('/:id', async (req, res) => {
      await deleteTemplate({ ownerId: ownerId(req), id: req.params.id });
      res.status(204).end();
    });

    return router;
  },
};
