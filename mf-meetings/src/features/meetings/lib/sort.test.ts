import { sortMeetings } from './sort';
import { meeting } from './fixtures';

const list = [
  meeting({ title: '나 회의', date: '2025-01-10', time: '09:00', created_at: '2025-01-03T00:00:00.000Z' }),
  meeting({ title: '가 회의', date: '2025-01-10', time: '15:00', created_at: '2025-01-01T00:00:00.000Z' }),
  meeting({ title: 'B meeting', date: '2025-02-01', time: '10:00', created_at: '2025-01-02T00:00:00.000Z' }),
  meeting({ title: '다 회의', date: '2024-12-31', time: '23:00', created_at: '2025-01-04T00:00:00.000Z' }),
  meeting({ title: 'a meeting', date: '2024-12-01', time: '10:00', created_at: '2024-12-01T00:00:00.000Z' }),
];
const titles = (key: Parameters<typeof sortMeetings>[1]) => sortMeetings(list, key).map((m) => m.title);

describe('sortMeetings', () => {
  it('by meeting date: newest date first, later time first on the same day', () => {
    expect(titles('date')).toEqual(['B meeting', '가 회의', '나 회의', '다 회의', 'a meeting']);
  });

  it('by registration date: newest first', () => {
    expect(titles('created')).toEqual(['다 회의', '나 회의', 'B meeting', '가 회의', 'a meeting']);
  });

  it('by title: Korean collation, case-insensitive Latin', () => {
    const sorted = titles('title');
    expect(sorted.indexOf('가 회의')).toBeLessThan(sorted.indexOf('나 회의'));
    expect(sorted.indexOf('나 회의')).toBeLessThan(sorted.indexOf('다 회의'));
    expect(sorted.indexOf('a meeting')).toBeLessThan(sorted.indexOf('B meeting'));
  });

  it('does not change the list it was given', () => {
    const before = list.map((m) => m.id);
    sortMeetings(list, 'title');
    expect(list.map((m) => m.id)).toEqual(before);
  });
});
