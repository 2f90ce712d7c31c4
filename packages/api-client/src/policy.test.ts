import { ApiError } from './errors';
import { invalidateKeys, retryTransient } from './policy';
import { statsKeys, statsQueries } from './stats';
import { todoKeys, todoQueries } from './todos';
import { meetingKeys, meetingQueries } from './meetings';
import { wbsQueries } from './wbs';
import { calendarKeys } from './calendar';

describe('query policy', () => {
  it('retries once, and only what may pass: the network and 5xx, never a 4xx', () => {
    expect(retryTransient(0, new ApiError('x', 0, 'network'))).toBe(true);
    expect(retryTransient(0, new ApiError('x', 503))).toBe(true);
    expect(retryTransient(1, new ApiError('x', 503))).toBe(false);
    expect(retryTransient(0, new ApiError('x', 404))).toBe(false);
    expect(retryTransient(0, new ApiError('x', 401, 'session_expired'))).toBe(false);
  });

  it('every write invalidates the one summary query and the calendar', () => {
    for (const keys of [todoQueries.afterWrite, meetingQueries.afterWrite, wbsQueries.afterWrite]) {
      expect(keys).toContainEqual(statsQueries.summary().queryKey);
      expect(keys).toContainEqual(calendarKeys.all);
    }
    expect(statsQueries.summary().queryKey).toEqual(statsKeys.summary());
  });

  it('meeting writes and to-do writes invalidate each other (linked action items, issue 21)', () => {
    expect(meetingQueries.afterWrite).toContainEqual(todoKeys.all);
    expect(meetingQueries.afterSend).toEqual(expect.arrayContaining([meetingKeys.all, todoKeys.all]));
    expect(todoQueries.afterWrite).toContainEqual(meetingKeys.all);
  });

  it('invalidateKeys marks each listed key', async () => {
    const seen: unknown[] = [];
    await invalidateKeys({ invalidateQueries: async ({ queryKey }) => { seen.push(queryKey); } }, wbsQueries.afterWrite);
    expect(seen).toEqual([['wbs'], ['stats', 'summary'], ['calendar'], ['search']]);
  });

  it('a factory carries key, fetcher and policy together', async () => {
    const def = todoQueries.detail('t1');
    expect(def.queryKey).toEqual(['todos', 'detail', 't1']);
    expect(def.retry).toBe(retryTransient);
    expect(typeof def.queryFn).toBe('function');
  });
});
