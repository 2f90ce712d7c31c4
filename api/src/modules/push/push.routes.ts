import { Router } from 'express';
import { PUSH_MESSAGES, emptyActionSchema, pushSubscriptionCreateSchema } from '@haru/contracts';
import type { ApiModule } from '../../context';
import { ownerId } from '../../auth/require-auth';
import { parse } from '../../http/validate';
import { listSubscriptions, pushToOwner, subscribe, unsubscribe } from './push.service';
import { resolveVapidKeys } from './vapid';

/** /api/push: the VAPID public key, this account's devices, and a test notification (my page's 알림 설정). */
export const pushModule: ApiModule = {
  basePath: '/push',
  router(ctx) {
    const router = Router();
    // Generated into DATA_DIR on the first start (or read from the environment): see vapid.ts.
    const vapid = resolveVapidKeys(ctx.config);
    const transport = { vapid, allowHosts: ctx.config.push.allowHosts };
    router.use(ctx.requireAuth);

    router.get('/vapid-public-key', (_req, res) => {
      res.json({ public_key: vapid.publicKey });
    });

    router.get('/subscriptions', async (req, res) => {
      res.json(await listSubscriptions({ ownerId: ownerId(req) }));
    });

    router.post('/subscriptions', async (req, res) => {
      const input = parse(pushSubscriptionCreateSchema, req.body);
      const subscription = await subscribe({ ownerId: ownerId(req), input, allowHosts: transport.allowHosts });
      res.status(201).json({ message: PUSH_MESSAGES.subscribed, subscription });
    });

    router.delete('/subscriptions/:id', async (req, res) => {
      await unsubscribe({ ownerId: ownerId(req), id: req.params.id });
      res.json({ message: PUSH_MESSAGES.unsubscribed });
    });

    router.post('/test', async (req, res) => {
      parse(emptyActionSchema, req.body ?? {});
      const payload = { title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, url: '/mypage', tag: 'haru-test' };
      const report = await pushToOwner({ ownerId: ownerId(req), payload, transport });
      res.json({ message: report.sent > 0 ? PUSH_MESSAGES.testSent(report.sent) : PUSH_MESSAGES.testNone, ...report });
    });

    return router;
  },
};
