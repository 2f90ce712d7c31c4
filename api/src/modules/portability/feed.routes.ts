import { createHash } from 'node:crypto';
import { Router } from 'express';
import { CALENDAR_FEED_MESSAGES, calendarFeedCreateSchema, calendarFeedOptionsSchema, seoulDate } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { notFound } from '../../http/app-error';
import { parse } from '../../http/validate';
import { buildFeed } from './feed.ics';
import { feedOfToken, feedStatus, issueFeedToken, revokeFeedToken, setFeedOptions } from './feed.tokens';
import { holidaysBetween } from '../holidays/holidays.service';

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/**
 * GET /api/calendar/feed/{token}.ics: the private calendar feed, reached without a session (calendar apps cannot
 * log in); the secret token is the credential. Unknown, revoked and malformed tokens are all the same 404.
 * Mounted before /api/calendar, whose router requires a session for everything under it.
 */
export const calendarFeedModule: ApiModule = {
  basePath: '/calendar/feed',
  router(ctx) {
    const router = Router();
    router.get('/:file', async (req, res) => {
      const match = /^(.+)\.ics$/.exec(req.params.file);
      const feed = match ? await feedOfToken(match[1]) : null;
      if (!feed) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      // With the option on: last year's, this year's and next year's holidays (by the API's clock, in Korea).
      const year = Number(seoulDate(ctx.clock.now()).slice(0, 4));
      const holidays = feed.holidays ? await holidaysBetween(`${year - 1}-01-01`, `${year + 1}-12-31`, ctx.config.holidaysFile) : [];
      const body = await buildFeed(feed.ownerId, holidays);
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Referrer-Policy', 'no-referrer');
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.type('text/calendar; charset=utf-8').send(body);
    });
    return router;
  },
};

/** /api/calendar-feed (signed in): GET whether a feed exists, POST makes (or remakes) it, PUT sets its options, DELETE revokes it. */
export const calendarFeedAdminModule: ApiModule = {
  basePath: '/calendar-feed',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/', async (req, res) => {
      res.json(await feedStatus(ownerId(req)));
    });
    router.post('/', async (req, res) => {
      const { holidays } = parse(calendarFeedCreateSchema, req.body ?? {});
      const { token, createdAt } = await issueFeedToken(ownerId(req), ctx.clock.now(), holidays);
      res.status(201).json({ message: CALENDAR_FEED_MESSAGES.created, url: feedPath(token), created_at: createdAt.toISOString() });
    });
    router.put('/', async (req, res) => {
      const options = parse(calendarFeedOptionsSchema, req.body);
      if (!(await setFeedOptions(ownerId(req), options))) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      res.json({ message: CALENDAR_FEED_MESSAGES.optionsSaved, ...options });
    });
    router.delete('/', async (req, res) => {
      if (!(await revokeFeedToken(ownerId(req)))) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      res.json({ message: CALENDAR_FEED_MESSAGES.revoked });
    });
    return router;
  },
};
