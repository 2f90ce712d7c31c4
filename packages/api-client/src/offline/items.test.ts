import { localMeeting, withQueuedWrites } from './items';
import type { QueuedWrite } from './types';

const base = { seq: 1, owner: 'u', version: 'v1', follows: false, queuedAt: '2025-05-01T00:00:00.000Z' };

test('a queued calendar move changes only the moved fields of the list\'s meeting; a move of one the list lacks adds nothing', () => {
  const meeting = { ...localMeeting('m1', { title: '주간 회의', date: '2025-05-02', time: '10:00', attendees: ['민수'], location: '2층' }, '2025-05-01T00:00:00.000Z') };
  const move = (id: string): QueuedWrite => ({ ...base, kind: 'meeting', op: 'update', id, patch: { date: '2025-05-09', time: '11:00' }, local: { id, title: '주간 회의', date: '2025-05-09', time: '11:00' } });
  expect(withQueuedWrites([meeting], [move('m1')], 'meeting')).toEqual([{ ...meeting, date: '2025-05-09', time: '11:00' }]);
  expect(withQueuedWrites([meeting], [move('m2')], 'meeting')).toEqual([meeting]);
});
