import { localMeeting, withQueuedItem, withQueuedWrites } from './items';
import type { QueuedWrite } from './types';

const base = { seq: 1, owner: 'u', version: 'v1', follows: false, queuedAt: '2025-05-01T00:00:00.000Z' };

test('a queued calendar move changes only the moved fields of the list\'s meeting; a move of one the list lacks adds nothing', () => {
  const meeting = { ...localMeeting('m1', { title: '주간 회의', date: '2025-05-02', time: '10:00', attendees: ['민수'], location: '2층' }, '2025-05-01T00:00:00.000Z') };
  const move = (id: string): QueuedWrite => ({ ...base, kind: 'meeting', op: 'update', id, patch: { date: '2025-05-09', time: '11:00' }, local: { id, title: '주간 회의', date: '2025-05-09', time: '11:00' } });
  expect(withQueuedWrites([meeting], [move('m1')], 'meeting')).toEqual([{ ...meeting, date: '2025-05-09', time: '11:00' }]);
  expect(withQueuedWrites([meeting], [move('m2')], 'meeting')).toEqual([meeting]);
});

test('a detail screen\'s item takes its queued writes in order: a move changes the moved fields, a later edit wins, a delete leaves it', () => {
  const meeting = localMeeting('m1', { title: '주간 회의', date: '2025-05-02', time: '10:00', attendees: ['민수'], location: '2층' }, '2025-05-01T00:00:00.000Z');
  const move: QueuedWrite = { ...base, kind: 'meeting', op: 'update', id: 'm1', patch: { date: '2025-05-09', time: '11:00' }, local: { id: 'm1', date: '2025-05-09', time: '11:00' } };
  const other: QueuedWrite = { ...move, id: 'm2', patch: { date: '2025-06-01' } };
  const todoMove: QueuedWrite = { ...move, kind: 'todo' };
  expect(withQueuedItem(meeting, [move, other, todoMove], 'meeting')).toEqual({ ...meeting, date: '2025-05-09', time: '11:00' });
  const edited = { ...meeting, title: '바뀐 회의', date: '2025-05-03' };
  const edit: QueuedWrite = { ...base, seq: 2, kind: 'meeting', op: 'update', id: 'm1', local: edited };
  expect(withQueuedItem(meeting, [move, edit], 'meeting')).toEqual(edited);
  expect(withQueuedItem(meeting, [edit, move], 'meeting')).toEqual({ ...edited, date: '2025-05-09', time: '11:00' });
  const remove: QueuedWrite = { ...base, seq: 3, kind: 'meeting', op: 'delete', id: 'm1', local: null };
  expect(withQueuedItem(meeting, [move, remove], 'meeting')).toEqual({ ...meeting, date: '2025-05-09', time: '11:00' });
  expect(withQueuedItem(meeting, [], 'meeting')).toBe(meeting);
});
