import { startTestApi, type TestApi } from '../../../test/harness';
import { seedTodo } from './test-seed';
import { getSummary } from './stats.service';
import { getAnalytics } from './analytics.service';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

// 2025-01-15 (Wed) 14:30 in Korea.
const NOW = new Date('2025-01-15T05:30:00Z');
const due = (dueDate: string, dueTime: string | null = null) => ({ dueDate, dueTime, dueKey: dueTime ? `${dueDate}T${dueTime}` : dueDate });

describe('figures that agree (issue 18)', () => {
  it("when to-dos are late in every way, then this week's point of the analytics overdue series equals the summary's 지연", async () => {
    const u = await api.user('agree');
    await seedTodo(u.id, due('2024-12-20'));                                  // late for weeks, still open
    await seedTodo(u.id, { ...due('2025-01-14'), status: 'in_progress' });    // late since yesterday
    await seedTodo(u.id, due('2025-01-15', '09:00'));                         // due this morning
    await seedTodo(u.id, due('2025-01-15', '18:00'));                         // later today: not late
    await seedTodo(u.id, due('2025-01-15'));                                  // today, all day: not late
    await seedTodo(u.id, { ...due('2025-01-10'), status: 'completed', updatedAt: new Date('2025-01-14T00:00:00Z') }); // done late
    await seedTodo(u.id, due('2025-01-20'));                                  // next week

    const summary = await getSummary({ ownerId: u.id, now: NOW });
    const report = await getAnalytics({ ownerId: u.id, from: '2024-12-16', to: '2025-01-19', now: NOW });
    expect(summary.todos.overdue).toBe(3);
    expect(report.overdue.at(-1)).toEqual({ week: '2025-01-13', value: summary.todos.overdue });
    // Earlier weeks, at their ends: the first to-do in every week; the one done on 01-14 was still late at 01-13 00:00.
    expect(report.overdue.map((p) => p.value)).toEqual([1, 1, 1, 2, 3]);
    expect(summary.todos.due_today).toBe(2);
  });
});
