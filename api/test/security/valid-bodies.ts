import { DEFAULT_HOME_LAYOUT, DEFAULT_QUICK_ACTIONS } from '@haru/contracts';
import type { TestUser } from '../harness';
import { BODIES, SEED_ITEM, type Seeded } from './seed';
import { browserKeys } from '../../src/modules/push/push.test-receiver';

let n = 0;

/**
 * A valid body for every route that takes one (keyed by "METHOD /path"), so a hostile variant of it is rejected for
 * the hostile part alone. A new body-taking route without an entry fails the input and fuzz suites.
 */
export function validBodies(u: TestUser, target: string, s?: Seeded): Record<string, () => object> {
  return {
    'POST /api/auth/register': () => ({ username: `in${process.pid % 1000}x${(n += 1)}`, email: `in${n}x${process.pid}@example.com`, password: 'password123' }),
    'POST /api/auth/login': () => ({ username: u.username, password: 'wrong-password' }),
    'POST /api/auth/refresh': () => ({ refresh_token: 'x'.repeat(43) }),
    'POST /api/auth/logout': () => ({ refresh_token: 'x'.repeat(43) }),
    'PUT /api/auth/change-password': () => ({ currentPassword: 'wrong-password', newPassword: 'another-pass-1' }),
    'PUT /api/user/quick-actions': () => ({ actions: DEFAULT_QUICK_ACTIONS }),
    'PUT /api/user/home-screen-layout': () => ({ layout: structuredClone(DEFAULT_HOME_LAYOUT) }),
    'PUT /api/user/calendar-settings': () => ({ lunar_labels: true }),
    // Without rows: one field fewer keeps enough generated bodies valid; PUT below fuzzes the rows.
    'POST /api/meetings': () => { const { action_item_rows: _rows, ...meeting } = BODIES.meeting; return meeting; },
    // Fuzzed before the PUT below, which may replace the seeded row it sends to 할일.
    'POST /api/meetings/:id/action-items/:itemId/todo': () => ({}),
    'PUT /api/meetings/:id': () => ({ title: BODIES.meeting.title, date: BODIES.meeting.date, time: BODIES.meeting.time, action_item_rows: BODIES.meeting.action_item_rows }),
    'POST /api/meeting-templates': () => ({ ...BODIES.template }),
    'POST /api/todos': () => ({ ...BODIES.todo }),
    'PUT /api/todos/:id': () => ({
      title: '수정', due_date: '2099-12-30', due_time: '18:00', checklist: [{ id: 'item-1', text: '항목', done: false }],
      reminders: [{ kind: 'before_10m' }], recurrence: { freq: 'monthly', month_day: -1 },
    }),
    // Issue 22's bulk change: the seeded to-do's id in the body (not the path), one change of every kind.
    'PATCH /api/todos': () => ({ ids: [s?.todo ?? '0'.repeat(24)], change: { status: 'in_progress', priority: 'low', category: 'work', due_date: '2099-12-30' } }),
    'POST /api/wbs/projects': () => ({ ...BODIES.project }),
    'PUT /api/wbs/projects/:id': () => ({ ...BODIES.project }),
    'POST /api/wbs/projects/:id/tasks': () => ({ ...BODIES.task }),
    'PUT /api/wbs/projects/:id/tasks/:taskId': () => ({ ...BODIES.task }),
    'POST /api/tools/http': () => ({ method: 'GET', url: `http://${target}/x` }),
    'POST /api/backup/preview': () => ({ ...BODIES.backup, todos: [{ title: '백업 할일' }] }),
    'POST /api/backup/restore': () => ({ ...BODIES.backup, todos: [{ title: '백업 할일' }] }),
    'POST /api/import/preview': () => ({ source: 'todoist', csv: 'TYPE,CONTENT,PRIORITY\ntask,가져온 할일,2' }),
    'POST /api/import/run': () => ({ source: 'todoist', csv: 'TYPE,CONTENT,PRIORITY\ntask,가져온 할일,2' }),
    'POST /api/calendar-feed': () => ({}),
    'PUT /api/calendar-feed': () => ({ holidays: true }),
    'POST /api/reminders/:id/snooze': () => ({}),
    'POST /api/reminders/:id/dismiss': () => ({}),
    'POST /api/push/subscriptions': () => ({ endpoint: `https://push.invalid/fuzz${(n += 1) % 5}`, keys: browserKeys().json }),
    'POST /api/push/test': () => ({}),
    // The undo of a bulk delete: the seeded trashed to-do (restored at most once; later bodies answer 404).
    'POST /api/trash/restore': () => ({ kind: 'todo', ids: [s?.trashed ?? '0'.repeat(24)] }),
    'POST /api/trash/:kind/:id/restore': () => ({}),
  };
}

/** The caller's own ids for each parameterised path. */
export function ownParams(path: string, s: Seeded): Record<string, string> {
  if (path.startsWith('/api/todos')) return { id: s.todo };
  if (path.startsWith('/api/meetings')) return { id: s.meeting, itemId: SEED_ITEM };
  if (path.startsWith('/api/meeting-templates')) return { id: s.template };
  if (path.startsWith('/api/wbs/projects')) return { id: s.project, taskId: s.task };
  if (path.startsWith('/api/reminders')) return { id: s.reminder };
  if (path.startsWith('/api/push')) return { id: s.push };
  if (path.startsWith('/api/trash')) return { kind: 'todo', id: s.trashed };
  return { id: s.history };
}
