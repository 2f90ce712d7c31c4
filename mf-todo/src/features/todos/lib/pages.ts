import type { TodoDto } from '@haru/contracts';
import { PRIORITY_RANK, type TodoSort, type TodoStatus } from '@haru/contracts/src/todo-values';

export type StatusFilter = TodoStatus | 'all';

/** One server page: its items (as edited locally since), the cursor of the next page and the server's last item. */
export interface TodoPage {
  items: TodoDto[];
  nextCursor: string | null;
  /** The page's last item as the server sent it: the next page starts after it, whatever happens locally. */
  boundary: TodoDto | null;
}

/** The shape TanStack Query keeps for an infinite query. */
export interface PagedTodos {
  pages: TodoPage[];
  pageParams: unknown[];
}

export const PAGE_SIZE = 100;

/** What a list view needs to load further pages. */
export interface MorePages {
  /** Another page exists on the server. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

/** The server's dueKey: date, 'T' and time for a timed to-do (after the all-day ones of its day); undated last. */
const dueKey = (t: TodoDto) => (t.due_date ? (t.due_time ? `${t.due_date}T${t.due_time}` : t.due_date) : '9999-12-31');
const byIdDesc = (a: TodoDto, b: TodoDto) => (a.id === b.id ? 0 : a.id < b.id ? 1 : -1);
/** The server compares lower-cased titles as plain strings (its `titleKey`). */
const titleKey = (t: TodoDto) => t.title.toLocaleLowerCase('ko');
const asc = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** The server's key order for each sort (api todos.cursor.ts, ties broken by id, newest first). */
export const SERVER_ORDER: Record<TodoSort, (a: TodoDto, b: TodoDto) => number> = {
  created: (a, b) => asc(b.created_at, a.created_at) || byIdDesc(a, b),
  priority: (a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] || byIdDesc(a, b),
  due_date: (a, b) => asc(dueKey(a), dueKey(b)) || byIdDesc(a, b),
  title: (a, b) => asc(titleKey(a), titleKey(b)) || byIdDesc(a, b),
};

export const matchesFilter = (todo: TodoDto, filter: StatusFilter) => filter === 'all' || todo.status === filter;

const doneRank = (t: TodoDto) => (t.status === 'completed' ? 1 : 0);

/**
 * The server's order of one list (api todos.cursor.ts `orderOf`): unfiltered, open to-dos before completed ones,
 * each group in the sort. The list shows server pages, so a to-do placed locally lands where the server puts it.
 */
export function serverOrder(filter: StatusFilter, sort: TodoSort): (a: TodoDto, b: TodoDto) => number {
  const byKey = SERVER_ORDER[sort];
  return filter === 'all' ? (a, b) => doneRank(a) - doneRank(b) || byKey(a, b) : byKey;
}

/** The loaded to-dos in order; a to-do whose status changed locally leaves a filtered list at once. */
export function flattenPages(data: PagedTodos | undefined, filter: StatusFilter): TodoDto[] {
  if (!data) return [];
  const out: TodoDto[] = [];
  for (const page of data.pages) for (const t of page.items) if (matchesFilter(t, filter)) out.push(t);
  return out;
}

export const hasMorePages = (data: PagedTodos | undefined) => Boolean(data?.pages.at(-1)?.nextCursor);

/** Removes a to-do from every page (no copy when it is absent, so unrelated lists do not re-render). */
export function removeFromPages(data: PagedTodos, id: string): PagedTodos {
  if (!data.pages.some((p) => p.items.some((t) => t.id === id))) return data;
  return { ...data, pages: data.pages.map((p) => (p.items.some((t) => t.id === id) ? { ...p, items: p.items.filter((t) => t.id !== id) } : p)) };
}

/**
 * Puts a saved to-do where this list (filter + sort) would have it: replaced in place when its position holds,
 * moved when its sort key changed, dropped when it no longer matches the filter. A to-do that sorts after the
 * last loaded page's boundary is left out: the next page will bring it, and showing it now would show it twice.
 */
export function placeInPages(data: PagedTodos, filter: StatusFilter, sort: TodoSort, todo: TodoDto): PagedTodos {
  const without = removeFromPages(data, todo.id);
  if (!matchesFilter(todo, filter)) return without;
  const compare = serverOrder(filter, sort);
  const pages = without.pages;
  const last = pages.length - 1;
  if (last < 0) return without;
  const boundary = pages[last].boundary;
  if (pages[last].nextCursor && boundary && compare(todo, boundary) > 0) return without;
  // The first page whose boundary sorts after the to-do (or the last page) receives it.
  let target = pages.findIndex((p, i) => i === last || (p.boundary !== null && compare(todo, p.boundary) <= 0));
  if (target < 0) target = last;
  const items = pages[target].items;
  let at = items.findIndex((t) => compare(todo, t) < 0);
  if (at < 0) at = items.length;
  const placed = [...items.slice(0, at), todo, ...items.slice(at)];
  return { ...without, pages: pages.map((p, i) => (i === target ? { ...p, items: placed } : p)) };
}

/** Finds a to-do in any loaded page (the detail screen shows it at once while it loads). */
export function findInPages(data: PagedTodos | undefined, id: string): TodoDto | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}
