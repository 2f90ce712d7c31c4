import { searchMenu } from './menu-search';
import { countsFromSummary, listOf, meetingsThisWeek, openTodos, projectsInProgress } from './badge-counts';

describe('searchMenu', () => {
  it('finds by Korean label, by English keyword, ignoring case and spaces', () => {
    expect(searchMenu('회의')[0].path).toBe('/meeting-notes');
    expect(searchMenu('QR').map((e) => e.path)).toContain('/qr-generator');
    expect(searchMenu('json 비교')[0].path).toBe('/json-compare');
    expect(searchMenu('CALENDAR')[0].path).toBe('/calendar');
  });

  it('lists label matches before keyword matches; nothing for blank or unknown', () => {
    const results = searchMenu('할일');
    expect(results[0].path).toBe('/todo');
    expect(searchMenu('   ')).toEqual([]);
    expect(searchMenu('없는메뉴')).toEqual([]);
  });
});

describe('badge counts', () => {
  const now = Date.parse('2025-01-20T12:00:00Z');

  it('open to-dos: neither completed status nor completed flag', () => {
    expect(openTodos([{ status: 'pending' }, { status: 'in_progress' }, { status: 'completed' }, { status: 'pending', completed: true }])).toBe(2);
  });

  it('meetings this week: created in the last 7 days', () => {
    const meetings = [
      { created_at: '2025-01-20T01:00:00Z' },
      { created_at: '2025-01-14T00:00:00Z' },
      { created_at: '2025-01-10T00:00:00Z' },
      { created_at: 'garbage' },
    ];
    expect(meetingsThisWeek(meetings, now)).toBe(2);
  });

  it('projects in progress', () => {
    expect(projectsInProgress([{ status: 'in_progress' }, { status: 'planning' }, { status: 'in_progress' }])).toBe(2);
  });

  it('reads the stats summary, tolerating missing parts', () => {
    expect(countsFromSummary({ todos: { pending: 4 }, meetings: { this_week: 1 }, wbs: { in_progress: 2 } })).toEqual({ todo: 4, meetings: 1, wbs: 2 });
    expect(countsFromSummary({ todos: { pending: 4 } })).toEqual({ todo: 4, meetings: null, wbs: null });
    expect(countsFromSummary({ detail: 'x' })).toBeNull();
  });

  it('accepts a bare list or a wrapper holding one; anything else is unknown', () => {
    expect(listOf([{ a: 1 }])).toHaveLength(1);
    expect(listOf({ items: [{ a: 1 }, { a: 2 }], total: 2 })).toHaveLength(2);
    expect(listOf({ detail: 'x' })).toBeNull();
    expect(listOf(null)).toBeNull();
  });
});
