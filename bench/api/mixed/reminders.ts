// Reminders under the mixed workload: 20 reminders of one user fall due during the mix phase, while every API
// process's scheduler ticks (REMINDER_INTERVAL_MS) beside the load; afterwards each must have been pushed once.
import { browserKeys, decryptPush, type startPushService } from '../../../api/src/modules/push/push.test-receiver';
import { call, register } from '../client';
import type { Check } from './checks';

export const FIRES = 20;
/** The schedulers' tick during the run (the default is 30 s). */
export const REMINDER_TICK_MS = 1000;

/** The local Web Push service the servers push to (api's test receiver). */
export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * Subscribes a fresh user's device at the push service and arms FIRES reminders (four to-dos, five each) spread
 * over `seconds` from now. Resolves with the check to run once they are all due.
 */
export async function armReminders(base: string, push: PushService, device: string, seconds: number): Promise<() => Promise<Check>> {
  const user = await register(base, 'mixedr');
  const keys = browserKeys();
  const sub = await call(user, 'POST', '/api/push/subscriptions', { endpoint: `${push.origin}/${device}`, keys: keys.json, expirationTime: null });
  if (sub.status !== 201) throw new Error(`push subscription: ${sub.status}`);
  const start = Date.now();
  const gap = (seconds * 1000) / (FIRES + 1);
  const todoIds: string[] = [];
  for (let t = 0; t < FIRES / 5; t++) {
    const reminders = Array.from({ length: 5 }, (_, j) => ({ kind: 'at', at: new Date(start + (t * 5 + j + 1) * gap).toISOString() }));
    const res = await call<{ todo: { id: string } }>(user, 'POST', '/api/todos', { title: `혼합 부하 알림 ${t}`, reminders });
    if (res.status !== 201) throw new Error(`reminder to-do: ${res.status}`);
    todoIds.push(res.body.todo.id);
  }
  const lastDue = start + FIRES * gap;
  return async () => {
    // every reminder due, then a few ticks more: a second push of any would have come by then
    await new Promise((r) => setTimeout(r, Math.max(0, lastDue - Date.now()) + 5 * REMINDER_TICK_MS));
    const got = push.received.filter((r) => r.path === `/${device}`).map((r) => JSON.parse(decryptPush(r.body, keys)) as { url: string; tag: string });
    const tags = new Set(got.map((p) => p.tag));
    const todos = new Set(got.map((p) => p.url));
    const due = await call<unknown[]>(user, 'GET', '/api/reminders/due');
    const ok = got.length === FIRES && tags.size === FIRES && todoIds.every((id) => todos.has(`/todo/${id}`)) && due.status === 200 && due.body.length === FIRES;
    return {
      name: `reminders: ${FIRES} due during the mix, each pushed once (schedulers tick every ${REMINDER_TICK_MS / 1000} s in every process)`,
      ok,
      detail: `${got.length} pushes for ${tags.size} reminders; due list ${due.status} with ${Array.isArray(due.body) ? due.body.length : '?'}`,
    };
  };
}
