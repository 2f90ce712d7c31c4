import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { CALENDAR_FEED_MESSAGES } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { notFound } from '../../http/app-error';
import { parse } from '../../http/validate';
import { buildFeed } from './feed.ics';
import { feedStatus, issueFeedToken, ownerOfToken, revokeFeedToken } from './feed.tokens';

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/**
 * GET /api/calendar/feed/{token}.ics: the private calendar feed, reached without a session (calendar apps cannot
 * log in); the secret token is the credential. Unknown, revoked and malformed tokens are all the same 404.
 * Mounted before /api/calendar, whose router requires a session for everything under it.
 */
export const calendarFeedModule: ApiModule = {
  basePath: '/calendar/feed',
  router() {
    const router = Router();
    router.get('/:file', async (req, res) => {
      const match = /^(.+)\.ics$/.exec(req.params.file);
      const owner = match ? await ownerOfToken(match[1]) : null;
      if (!owner) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      const body = await buildFeed(owner);
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

/** /api/calendar-feed (signed in): GET whether a feed exists, POST makes (or remakes) it, DELETE revokes it. */
export const calendarFeedAdminModule: ApiModule = {
  basePath: '/calendar-feed',
  router(ctx) {
    const router = Router();
    router.use(ctx.requireAuth);
    router.get('/', async (req, res) => {
      res.json(await feedStatus(ownerId(req)));
    });
    router.post('/', async (req, res) => {
      parse(z.object({}).strict(), req.body ?? {});
      const { token, createdAt } = await issueFeedToken(ownerId(req));
      res.status(201).json({ message: CALENDAR_FEED_MESSAGES.created, url: feedPath(token), created_at: createdAt.toISOString() });
    });
    router.delete('/', async (req, res) => {
      if (!(await revokeFeedToken(ownerId(req)))) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      res.json({ message: CALENDAR_FEED_MESSAGES.revoked });
    });
    return router;
  },
};
