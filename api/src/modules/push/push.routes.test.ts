import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { loadConfig } from '../../config';
import { createTodo, newClock } from '../reminders/reminders.test-kit';
import { createReminderScheduler } from '../reminders/reminders.scheduler';
import { createLogger } from '../../logger';
import { PushSubscriptionModel } from './push.model';
import { pushReminders } from './push.delivery';
import { resolveVapidKeys } from './vapid';
import { browserKeys, decryptPush, startPushService, verifyVapid } from './push.test-receiver';

let api: TestApi;
let u: TestUser;
let bob: TestUser;
let service: Awaited<ReturnType<typeof startPushService>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-push-'));
const clock = newClock();

beforeAll(async () => {
  service = await startPushService();
  api = await startTestApi({ DATA_DIR: dataDir, PUSH_ALLOW_HOSTS: service.host }, { clock });
  u = await api.user('push');
  bob = await api.user('pushbob');
});
afterAll(async () => {
  await api.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const subscribe = (who: TestUser, endpoint: string, keys = browserKeys().json) =>
  api.http().post('/api/push/subscriptions').set(who.auth).send({ endpoint, keys, expirationTime: null });
const endpoints = async (who: TestUser) => ((await api.http().get('/api/push/subscriptions').set(who.auth)).body as { endpoint: string }[]).map((s) => s.endpoint);

describe('Web Push subscriptions', () => {
  it('refuses endpoints that are not https or name special addresses, and bad keys, in Korean; nothing is stored', async () => {
    const cases: [string, string][] = [
      ['http://push.example.com/x', PUSH_MESSAGES.endpointInsecure],
      ['https://127.0.0.1/x', PUSH_MESSAGES.endpointBlocked],
      ['https://[::ffff:7f00:1]/x', PUSH_MESSAGES.endpointBlocked],
      ['https://169.254.169.254/latest', PUSH_MESSAGES.endpointBlocked],
      ['https://localhost/x', PUSH_MESSAGES.endpointBlocked],
      ['https://user:pw@push.example.com/x', PUSH_MESSAGES.endpointInvalid],
      ['javascript:alert(1)', PUSH_MESSAGES.endpointInvalid],
    ];
    for (const [endpoint, detail] of cases) {
      const res = await subscribe(u, endpoint);
      expect({ endpoint, status: res.status, detail: res.body.detail }).toEqual({ endpoint, status: 400, detail });
    }
    const badKeys = await subscribe(u, 'https://push.example.com/x', { p256dh: 'short', auth: 'x' });
    expect([badKeys.status, badKeys.body.detail]).toEqual([400, PUSH_MESSAGES.keysInvalid]);
    const offCurve = await subscribe(u, 'https://push.example.com/x', { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) });
    expect([offCurve.status, offCurve.body.detail]).toEqual([400, PUSH_MESSAGES.keysInvalid]);
    expect(await endpoints(u)).toEqual([]);
  });

  it('one account per device list: another user cannot see or delete it (404)', async () => {
    const res = await subscribe(u, 'https://push.example.com/device-a');
    expect(res.status).toBe(201);
    expect((await subscribe(u, 'https://push.example.com/device-a')).body.subscription.id).toBe(res.body.subscription.id);
    expect(await endpoints(bob)).toEqual([]);
    expect((await api.http().delete(`/api/push/subscriptions/${res.body.subscription.id}`).set(bob.auth)).status).toBe(404);
    expect(await endpoints(u)).toEqual(['https://push.example.com/device-a']);
    await api.http().delete(`/api/push/subscriptions/${res.body.subscription.id}`).set(u.auth).expect(200);
    expect(await endpoints(u)).toEqual([]);
  });
});

describe('sending (a local push service that decrypts what it receives)', () => {
  it('테스트 알림 arrives encrypted (aes128gcm) and VAPID-signed by the public key the API hands out', async () => {
    const keys = browserKeys();
    await subscribe(u, `${service.origin}/device-1`, keys.json).expect(201);
    const res = await api.http().post('/api/push/test').set(u.auth).send({});
    expect(res.body).toEqual({ message: PUSH_MESSAGES.testSent(1), sent: 1, removed: 0, failed: 0 });
    const got = service.received.find((r) => r.path === '/device-1')!;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('3600');
    expect(JSON.parse(decryptPush(got.body, keys))).toEqual({ title: PUSH_MESSAGES.testTitle, body: PUSH_MESSAGES.testBody, url: '/mypage', tag: 'haru-test' });
    const publicKey = (await api.http().get('/api/push/vapid-public-key').set(u.auth)).body.public_key;
    expect(verifyVapid(String(got.headers.authorization), service.origin)).toEqual({ publicKey, subject: 'mailto:haru@localhost' });
    await PushSubscriptionModel.deleteMany({});
  });

  it('a fired reminder reaches every device of its owner; subscriptions the service calls gone (410/404) are removed', async () => {
    const keys = browserKeys();
    await subscribe(u, `${service.origin}/device-2`, keys.json).expect(201);
    await subscribe(u, `${service.origin}/gone-1`).expect(201);
    await subscribe(u, `${service.origin}/missing-1`).expect(201);
    const todoId = await createTodo(api, u, { due_date: '2030-05-04', reminders: [{ kind: 'before_10m' }] });
    const config = loadConfig({ DATA_DIR: dataDir, PUSH_ALLOW_HOSTS: service.host });
    const scheduler = createReminderScheduler({
      clock, intervalMs: 0, logger: createLogger('silent'), deliver: pushReminders({ vapid: resolveVapidKeys(config), allowHosts: config.push.allowHosts }),
    });
    clock.set('2030-05-03T23:50:00.000Z');
    expect(await scheduler.tick()).toBe(1);
    const got = service.received.find((r) => r.path === '/device-2')!;
    expect(JSON.parse(decryptPush(got.body, keys))).toEqual({ title: '할일 알림', body: '보고서 제출 · 10분 전', url: `/todo/${todoId}`, tag: expect.stringMatching(/^reminder-/) });
    expect(service.received.map((r) => r.path)).toEqual(expect.arrayContaining(['/gone-1', '/missing-1']));
    expect(await endpoints(u)).toEqual([`${service.origin}/device-2`]);
  });

  it('at send time the address guard still applies: a stored endpoint naming loopback is never contacted, and is dropped', async () => {
    await PushSubscriptionModel.deleteMany({});
    const [, port] = service.host.split(':');
    // Loopback in IPv4-mapped IPv6 form on the push service's port: only the guard tells it from a real endpoint
    // (a refused address is 'removed'; a connection that fails would be 'failed').
    await PushSubscriptionModel.create({ ownerId: u.id, endpoint: `https://[::ffff:7f00:1]:${port}/sneaky`, ...browserKeys().json });
    const before = service.received.length;
    const res = await api.http().post('/api/push/test').set(u.auth).send({});
    expect(res.body).toEqual({ message: PUSH_MESSAGES.testNone, sent: 0, removed: 1, failed: 0 });
    expect(service.received.length).toBe(before);
    expect(await endpoints(u)).toEqual([]);
  });
});
