import { createLogger } from '../../logger';
import { manualClock } from '../../clock';
import { createReminderScheduler, type FiredReminder } from './reminders.scheduler';
import type { TestApi, TestUser } from '../../../test/harness';

/** The tests' clock starts here: 2030-05-01 09:00 in Seoul. */
export const START = '2030-05-01T00:00:00.000Z';
export const newClock = () => manualClock(START);

/** A scheduler on the tests' clock that records what it delivered. */
export function recordingScheduler(clock: ReturnType<typeof newClock>) {
  const delivered: FiredReminder[] = [];
  const scheduler = createReminderScheduler({
    clock, intervalMs: 0, logger: createLogger('silent'),
    deliver: async (f) => { delivered.push(f); },
  });
  return { scheduler, delivered };
}

export async function createTodo(api: TestApi, u: TestUser, body: object): Promise<string> {
  const res = await api.http().post('/api/todos').set(u.auth).send({ title: '보고서 제출', ...body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.todo.id as string;
}
