import type { SearchHit } from '@haru/contracts';

/** What the palette shows before anything is typed: the last opened results and the last searches, per browser. */
export interface RecentItem { type: SearchHit['type']; id: string; title: string; link: string }
interface Recent { items: RecentItem[]; queries: string[] }

const KEY = 'haru.search.recent';
const MAX = 5;

export function readRecent(): Recent {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Recent>;
    return { items: Array.isArray(value.items) ? value.items.slice(0, MAX) : [], queries: Array.isArray(value.queries) ? value.queries.slice(0, MAX) : [] };
  } catch {
    return { items: [], queries: [] };
  }
}

function write(recent: Recent): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(recent));
  } catch {
    // Storage full or blocked: the palette simply shows no history.
  }
}

/** Remembers an opened result and the query that found it, newest first, without duplicates. */
export function rememberPick(item: RecentItem, query: string): void {
  const recent = readRecent();
  const q = query.trim();
  write({
    items: [item, ...recent.items.filter((i) => !(i.type === item.type && i.id === item.id))].slice(0, MAX),
    queries: q ? [q, ...recent.queries.filter((x) => x !== q)].slice(0, MAX) : recent.queries,
  });
}
