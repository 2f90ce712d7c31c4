import { Router } from 'express';
import { MEETING_MESSAGES, meetingInputSchema, type MeetingCreated } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { createMeeting, deleteMeeting, getMeeting, listMeetings, updateMeeting } from './meetings.service';

/** /api/meetings: the signed-in user's meeting notes (SPEC.md section 7). */
export const meetingsModule: ApiModule = {
  basePath: '/meetings',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    router.get('/', async (req, res) => {
      res.json(await listMeetings({ ownerId: ownerId(req) }));
    });

    router.post('/', async (req, res) => {
      const data = parse(meetingInputSchema, req.body);
      const meeting = await createMeeting({ ownerId: ownerId(req), data });
      const body: MeetingCreated = { message: MEETING_MESSAGES.created, meeting };
      res.status(201).location(`${req.baseUrl}/${meeting.id}`).json(body);
    });

    router.get('/:id', async (req, res) => {
      res.json(await getMeeting({ ownerId: ownerId(req), id: req.params.id }));
    });

    router.put('/:id', async (req, res) => {
      const data = parse(meetingInputSchema, req.body);
      res.json(await updateMeeting({ ownerId: ownerId(req), id: req.params.id, data }));
    });

    router.delete('/:id', async (req, res) => {
      await deleteMeeting({ ownerId: ownerId(req), id: req.params.id });
      res.status(204).end();
    });

    return router;
  },
};
