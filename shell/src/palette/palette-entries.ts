import { matchRecord, parseQuery, compareMatches, type RecordMatch } from '@haru/contracts/src/search/index';
import { MENU_ENTRIES } from '../layout/menu-search';
import { appMessages } from '../messages/ko-app';

/** A screen command or a menu entry: found on the device with the same matcher the server uses. */
export interface LocalEntry { id: string; label: string; keywords: string; run: { path: string } | { action: 'toggle-theme' } }

const c = appMessages.palette.commands;
const k = appMessages.palette.commandKeywords;

export const COMMANDS: LocalEntry[] = [
  { id: 'new-todo', label: c.newTodo, keywords: k.newTodo, run: { path: '/todo/add' } },
  { id: 'new-meeting', label: c.newMeeting, keywords: k.newMeeting, run: { path: '/meeting/add' } },
  { id: 'dark-mode', label: c.darkMode, keywords: `${k.darkMode} ${k.lightMode} ${c.lightMode}`, run: { action: 'toggle-theme' } },
];

export const MENU: LocalEntry[] = MENU_ENTRIES.map((e) => ({ id: `menu:${e.path}`, label: e.label, keywords: e.keywords, run: { path: e.path } }));

/** Entries matching the query, best first (label before keywords); every entry when the query is empty. */
export function matchEntries(entries: LocalEntry[], query: string): LocalEntry[] {
  const parsed = parseQuery(query);
  if (!parsed.terms.length) return entries;
  return entries
    .map((entry, i) => ({ entry, recent: String(entries.length - i).padStart(4, '0'), match: matchRecord(parsed, [{ name: 'title', text: entry.label, choseong: true }, { name: 'keywords', text: entry.keywords, choseong: true }]) }))
    .filter((x): x is { entry: LocalEntry; recent: string; match: RecordMatch } => x.match !== null)
    .sort(compareMatches)
    .map((x) => x.entry);
}
