import { Router } from 'express';
import { REMINDER_MESSAGES, emptyActionSchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { dismissReminder, listDueReminders, snoozeReminder } from './reminders.service';

/**
 * /api/reminders: what the open app polls for fired reminders, and its two answers to a reminder toast.
 * Arming lives with the to-dos (reminders.arm.ts); firing in the scheduler (reminders.scheduler.ts).
 */
export const remindersModule: ApiModule = {
  basePath: '/reminders',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/due', async (req, res) => {
      res.json(await listDueReminders({ ownerId: ownerId(req) }));
    });

    router.post('/:id/snooze', async (req, res) => {
      parse(emptyActionSchema, req.body ?? {});
      const fireAt = await snoozeReminder({ ownerId: ownerId(req), id: req.params.id, now: ctx.clock.now() });
      res.json({ message: REMINDER_MESSAGES.snoozed, fire_at: fireAt.toISOString() });
    });

    router.post('/:id/dismiss', async (req, res) => {
      parse(emptyActionSchema, req.body ?? {});
      await dismissReminder({ ownerId: ownerId(req), id: req.params.id });
      res.json({ message: REMINDER_MESSAGES.dismissed });
    });

    return router;
  },
};
