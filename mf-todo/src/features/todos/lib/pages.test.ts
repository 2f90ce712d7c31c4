import type { TodoDto } from '@haru/contracts';
import { todo } from '../../../test/render';
import { SERVER_ORDER, serverOrder, findInPages, flattenPages, hasMorePages, placeInPages, removeFromPages, type PagedTodos, type TodoPage } from './pages';

const ids = (l: { id: string }[]) => l.map((t) => t.id).join('');

describe('SERVER_ORDER (the API keyset order, ties newest id first)', () => {
  const list = [
    todo({ id: 'a', title: '하마', priority: 'low', due_date: '2025-02-01', created_at: '2025-01-03T00:00:00Z' }),
    todo({ id: 'b', title: '가방', priority: 'high', status: 'completed', created_at: '2025-01-01T00:00:00Z' }),
    todo({ id: 'c', title: '나무', priority: 'medium', due_date: '2025-01-20', status: 'in_progress', created_at: '2025-01-02T00:00:00Z' }),
    todo({ id: 'd', title: 'Apple', priority: 'high', due_date: '2025-01-10', created_at: '2025-01-04T00:00:00Z' }),
  ];
  const sorted = (sort: keyof typeof SERVER_ORDER) => ids([...list].sort(SERVER_ORDER[sort]));
  it('priority high→low, equal priority newest id first', () => expect(sorted('priority')).toBe('dbca'));
  it('due date ascending, undated last', () => expect(sorted('due_date')).toBe('dcab'));
  it('newest created first', () => expect(sorted('created')).toBe('dacb'));
  it('title by its lower-cased key, as the database compares it', () => expect(sorted('title')).toBe('dbca'));
  it('due date then time, an all-day to-do first on its day, as the API’s dueKey', () => {
    const day = [
      todo({ id: 'p', due_date: '2025-01-10', due_time: '15:00' }),
      todo({ id: 'q', due_date: '2025-01-10', due_time: '09:30' }),
      todo({ id: 'r', due_date: '2025-01-10' }),
      todo({ id: 's', due_date: '2025-01-09', due_time: '23:59' }),
      todo({ id: 't' }),
    ];
    expect(ids([...day].sort(SERVER_ORDER.due_date))).toBe('srqpt');
  });
  it('unfiltered, open to-dos come before completed ones, each group in the sort; a status filter is one group', () => {
    expect(ids([...list].sort(serverOrder('all', 'priority')))).toBe('dcab');
    expect(ids([...list].sort(serverOrder('all', 'title')))).toBe('dcab');
    expect(ids([...list].sort(serverOrder('pending', 'title')))).toBe(sorted('title'));
  });
});

/** Two loaded pages of a longer list sorted by priority: high (h1, h2), medium (m1, m2); low ones not loaded yet. */
function loaded(): PagedTodos {
  const page = (items: TodoDto[], nextCursor: string | null): TodoPage => ({ items, nextCursor, boundary: items.at(-1) ?? null });
  return {
    pages: [
      page([todo({ id: 'h2', priority: 'high' }), todo({ id: 'h1', priority: 'high' })], 'c1'),
      page([todo({ id: 'm2', priority: 'medium' }), todo({ id: 'm1', priority: 'medium' })], 'c2'),
    ],
    pageParams: [null, 'c1'],
  };
}

describe('pages', () => {
  it('flattens in order, filtering locally changed statuses out, and knows whether more pages exist', () => {
    expect(ids(flattenPages(loaded(), 'all'))).toBe('h2h1m2m1');
    const changed = loaded();
    changed.pages[1].items[1] = { ...changed.pages[1].items[1], status: 'completed' };
    expect(ids(flattenPages(changed, 'completed'))).toBe('m1');
    expect(hasMorePages(loaded())).toBe(true);
    expect(flattenPages(undefined, 'all')).toEqual([]);
  });

  it('a new to-do inside the loaded range is placed where the server would put it, on the right page', () => {
    const next = placeInPages(loaded(), 'all', 'priority', todo({ id: 'm3', priority: 'medium' }));
    expect(next.pages.map((p) => ids(p.items))).toEqual(['h2h1', 'm3m2m1']);
    const high = placeInPages(loaded(), 'all', 'priority', todo({ id: 'h3', priority: 'high' }));
    expect(high.pages.map((p) => ids(p.items))).toEqual(['h3h2h1', 'm2m1']);
  });

  it('a to-do sorting after the last loaded item is left for the next page (never shown twice)', () => {
    const data = loaded();
    expect(placeInPages(data, 'all', 'priority', todo({ id: 'l9', priority: 'low' }))).toEqual(data);
  });

  it('when everything is loaded, a to-do sorting last is appended', () => {
    const data = loaded();
    data.pages[1] = { ...data.pages[1], nextCursor: null };
    const next = placeInPages(data, 'all', 'priority', todo({ id: 'l1', priority: 'low' }));
    expect(ids(flattenPages(next, 'all'))).toBe('h2h1m2m1l1');
  });

  it('an edited to-do moves across pages; one that leaves the filter or the range disappears', () => {
    const moved = placeInPages(loaded(), 'all', 'priority', todo({ id: 'm1', priority: 'high' }));
    expect(moved.pages.map((p) => ids(p.items))).toEqual(['m1h2h1', 'm2']);
    const lowered = placeInPages(loaded(), 'all', 'priority', todo({ id: 'h1', priority: 'low' }));
    expect(ids(flattenPages(lowered, 'all'))).toBe('h2m2m1');
    const other = placeInPages(loaded(), 'completed', 'priority', todo({ id: 'm1', priority: 'medium', status: 'pending' }));
    expect(ids(flattenPages(other, 'all'))).toBe('h2h1m2');
  });

  it('the boundary stays the server one after the last item is removed, so the range does not shrink', () => {
    const removed = removeFromPages(loaded(), 'm1');
    expect(ids(flattenPages(removed, 'all'))).toBe('h2h1m2');
    // m15 sorts after m2 but before the boundary m1 (ids newest first), so it belongs to the loaded range.
    const next = placeInPages(removed, 'all', 'priority', todo({ id: 'm15', priority: 'medium' }));
    expect(ids(flattenPages(next, 'all'))).toBe('h2h1m2m15');
  });

  it('a to-do completed while open ones remain on the server leaves the loaded range (the last page brings it)', () => {
    const ticked = placeInPages(loaded(), 'all', 'priority', todo({ id: 'h2', priority: 'high', status: 'completed' }));
    expect(ticked.pages.map((p) => ids(p.items))).toEqual(['h1', 'm2m1']);
    const all = loaded();
    all.pages[1] = { ...all.pages[1], nextCursor: null };
    const last = placeInPages(all, 'all', 'priority', todo({ id: 'h2', priority: 'high', status: 'completed' }));
    expect(ids(flattenPages(last, 'all'))).toBe('h1m2m1h2');
    const reopened = placeInPages(last, 'all', 'priority', todo({ id: 'h2', priority: 'high' }));
    expect(ids(flattenPages(reopened, 'all'))).toBe('h2h1m2m1');
  });

  it('a removal of an absent id returns the same object (lists not holding it do not re-render)', () => {
    const data = loaded();
    expect(removeFromPages(data, 'zz')).toBe(data);
    expect(findInPages(data, 'm2')?.id).toBe('m2');
    expect(findInPages(data, 'zz')).toBeUndefined();
  });
});
