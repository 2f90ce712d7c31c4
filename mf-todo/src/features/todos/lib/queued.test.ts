import type { QueuedWrite } from '@haru/api-client/offline';
import { todo } from '../../../test/render';
import { flattenPages, type PagedTodos } from './pages';
import { withQueuedTodos } from './queued';

const base = { seq: 1, owner: 'u', version: 'v1', follows: false, queuedAt: '2025-05-01T00:00:00.000Z' };
const list = (): PagedTodos => ({
  pages: [{ items: [todo({ id: 'a', title: '보고', due_date: '2025-05-05', tags: ['주간'] }), todo({ id: 'b', title: '정리', due_date: '2025-05-06' })], nextCursor: null, boundary: null }],
  pageParams: [null],
});

it('a calendar move queued offline moves the list\'s own copy of the to-do (its other fields kept) to its place in the sort', () => {
  // What the calendar knew of the to-do: only its title, status and day.
  const move: QueuedWrite = { ...base, kind: 'todo', op: 'update', id: 'a', patch: { due_date: '2025-05-08', due_time: '09:00' }, local: { id: 'a', title: '보고', due_date: '2025-05-08', due_time: '09:00' } };
  const shown = flattenPages(withQueuedTodos(list(), 'all', 'due_date', [move]), 'all');
  expect(shown.map((t) => [t.id, t.due_date, t.due_time, t.tags])).toEqual([['b', '2025-05-06', null, []], ['a', '2025-05-08', '09:00', ['주간']]]);
});

it('a move of a to-do this list does not hold adds nothing', () => {
  const move: QueuedWrite = { ...base, kind: 'todo', op: 'update', id: 'z', patch: { due_date: '2025-05-08', due_time: null }, local: { id: 'z', title: '다른 할일' } };
  expect(flattenPages(withQueuedTodos(list(), 'all', 'due_date', [move]), 'all').map((t) => t.id)).toEqual(['a', 'b']);
});
