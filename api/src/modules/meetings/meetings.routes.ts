import { Router } from 'express';
import { MEETING_MESSAGES, meetingInputSchema, sendActionItemSchema, type MeetingCreated } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { cacheKeyPrefix, sendCachedList } from '../../cache/send-cached';
import { sendCachedResponse } from '../../cache/response-cache';
import { idempotent } from '../../http/idempotency';
import { checkIfMatch, etagOf, versionOf } from '../../http/preconditions';
import { createMeeting, deleteMeeting, getMeeting, streamMeetings, updateMeeting } from './meetings.service';
import { sendActionItemToTodo } from './send-to-todo';

/** /api/meetings: the signed-in user's meeting notes (SPEC.md section 7). */
export const meetingsModule: ApiModule = {
  basePath: '/meetings',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);

    /** Every write drops this process's cached list at once; the service replaces the stamp for other processes. */
    const dropCached = (owner: string) => ctx.listCache.dropPrefix(cacheKeyPrefix('meetings', owner));

    // The list takes no query: streamed from a database cursor, and kept as one cached entry per owner while the
    // owner's meetings stamp is unchanged and the body is small enough for the cache.
    router.get('/', async (req, res) => {
      const owner = ownerId(req);
      await sendCachedList(req, res, { cache: ctx.listCache, scope: 'meetings', ownerId: owner, query: '', build: () => ({ items: streamMeetings({ ownerId: owner }) }) });
    });

    router.post('/', idempotent(ctx.clock), async (req, res) => {
      const data = parse(meetingInputSchema, req.body);
      const owner = ownerId(req);
      const meeting = await createMeeting({ ownerId: owner, data, limit: ctx.config.quotas.meetings }).finally(() => dropCached(owner));
      const body: MeetingCreated = { message: MEETING_MESSAGES.created, meeting };
      res.status(201).location(`${req.baseUrl}/${meeting.id}`).json(body);
    });

    // Kept while the owner's meetings stamp is unchanged; the ETag stays the meeting's version.
    router.get('/:id', async (req, res) => {
      const owner = ownerId(req);
      await sendCachedResponse(req, res, {
        cache: ctx.responseCache, route: 'meeting', query: req.params.id, scopes: ['meetings'],
        build: async () => {
          const meeting = await getMeeting({ ownerId: owner, id: req.params.id });
          return { body: meeting, headers: { ETag: etagOf(meeting) } };
        },
      });
    });

    router.put('/:id', async (req, res) => {
      const data = parse(meetingInputSchema, req.body);
      const owner = ownerId(req);
      await checkIfMatch(req, () => getMeeting({ ownerId: owner, id: req.params.id }));
      const meeting = await updateMeeting({ ownerId: owner, id: req.params.id, data, version: versionOf(req) }).finally(() => dropCached(owner));
      res.setHeader('ETag', etagOf(meeting));
      res.json(meeting);
    });

    router.delete('/:id', async (req, res) => {
      const owner = ownerId(req);
      await checkIfMatch(req, () => getMeeting({ ownerId: owner, id: req.params.id }));
      await deleteMeeting({ ownerId: owner, id: req.params.id, now: ctx.clock.now(), version: versionOf(req) }).finally(() => dropCached(owner));
      res.status(204).end();
    });

    // 할일로 보내기 (issue 21): idempotent, 201 when the to-do is made, 200 with the same to-do afterwards.
    router.post('/:id/action-items/:itemId/todo', async (req, res) => {
      parse(sendActionItemSchema, req.body);
      const owner = ownerId(req);
      const { created, ...body } = await sendActionItemToTodo({ ownerId: owner, meetingId: req.params.id, itemId: req.params.itemId, limit: ctx.config.quotas.todos })
        .finally(() => { dropCached(owner); ctx.listCache.dropPrefix(cacheKeyPrefix('todos', owner)); });
      res.status(created ? 201 : 200).json(body);
    });

    return router;
  },
};
