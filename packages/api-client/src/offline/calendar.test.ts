import type { CalendarResponse } from '@haru/contracts';
import { withQueuedEvents } from './calendar';
import { localMeeting, localTodo } from './items';
import type { QueuedWrite } from './types';

const base = { seq: 1, owner: 'u', version: null, follows: false, queuedAt: '2025-05-01T00:00:00.000Z' };
const data: CalendarResponse = {
  from: '2025-05-01', to: '2025-05-31', holidays: [],
  events: [{ id: 'meeting-m1', type: 'meeting', source_id: 'm1', title: '주간 회의', date: '2025-05-02', end_date: null, completed: false, time: '10:00', status: null }],
};

test('queued creates show on their day, a move takes the item there, a delete removes it, other months keep out', () => {
  const todo = localTodo('local-1', { title: '지하철 일정', due_date: '2025-05-14', due_time: '14:00' }, '2025-05-01T00:00:00.000Z');
  const later = localTodo('local-2', { title: '다음 달', due_date: '2025-06-02' }, '2025-05-01T00:00:00.000Z');
  const moved = { ...localMeeting('m1', { title: '주간 회의', date: '2025-05-09', time: '11:00' }, '2025-05-01T00:00:00.000Z') };
  const writes: QueuedWrite[] = [
    { ...base, kind: 'todo', op: 'create', id: todo.id, local: todo },
    { ...base, seq: 2, kind: 'todo', op: 'create', id: later.id, local: later },
    { ...base, seq: 3, kind: 'meeting', op: 'update', id: 'm1', local: moved },
  ];
  expect(withQueuedEvents(data, writes).events.map((e) => [e.id, e.date, e.time])).toEqual([
    ['todo-local-1', '2025-05-14', '14:00'],
    ['meeting-m1', '2025-05-09', '11:00'],
  ]);
  const deleted = withQueuedEvents(data, [...writes, { ...base, seq: 4, kind: 'todo', op: 'delete', id: todo.id, local: null }]);
  expect(deleted.events.map((e) => e.id)).toEqual(['meeting-m1']);
  expect(withQueuedEvents(data, [])).toBe(data);
});

test('a queued move takes the event the calendar holds to its new day and time, keeping the rest of it', () => {
  const held: CalendarResponse = {
    ...data, events: [{ id: 'todo-t1', type: 'todo', source_id: 't1', title: '매주 보고', date: '2025-05-05', end_date: null, completed: false, time: null, status: 'pending', repeat: '매주 월요일', category: 'work', version: 'v1' }],
  };
  const move: QueuedWrite = { ...base, kind: 'todo', op: 'update', id: 't1', version: 'v1', patch: { due_date: '2025-05-07', due_time: '09:00' }, local: { id: 't1', title: '매주 보고', due_date: '2025-05-07', due_time: '09:00', status: 'pending' } };
  expect(withQueuedEvents(held, [move]).events).toEqual([{ ...held.events[0], date: '2025-05-07', time: '09:00' }]);
  const elsewhere = withQueuedEvents({ ...data, events: [] }, [move]).events;
  expect(elsewhere.map((e) => [e.id, e.date, e.time, e.title])).toEqual([['todo-t1', '2025-05-07', '09:00', '매주 보고']]);
});
