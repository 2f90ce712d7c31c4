import Papa from 'papaparse';
import { PORTABILITY_MESSAGES as M, TODO_LIMITS, normalizeTags, type ImportSource, type TodoPriority } from '@haru/contracts';
import { badRequest } from '../../http/app-error';
import { instantToDate, parseLooseDate } from './import.dates';

/** One CSV row turned into a to-do body (checked by todoCreateSchema afterwards), or the reason it is left out. */
export type RowResult =
  | { row: number; ok: true; body: { title: string; description: string; priority: TodoPriority; status: 'pending' | 'completed'; due_date: string | null; tags: string[] }; note?: string }
  | { row: number; ok: false; title: string; reason: string };

type Row = Record<string, string | undefined>;

const cut = (text: string, max: number) => [...text].slice(0, max).join('');
const tooLong = (text: string, max: number) => [...text].length > max;

/** Title and description within the contract's limits: cut to size, with a note, rather than losing the row. */
function fit(title: string, description: string): { title: string; description: string; notes: string[] } {
  const notes: string[] = [];
  if (tooLong(title, TODO_LIMITS.title)) notes.push(`제목이 ${TODO_LIMITS.title}자를 넘어 잘랐습니다`);
  if (tooLong(description, TODO_LIMITS.description)) notes.push(`설명이 ${TODO_LIMITS.description}자를 넘어 잘랐습니다`);
  return { title: cut(title, TODO_LIMITS.title), description: cut(description, TODO_LIMITS.description), notes };
}

/**
 * Todoist's CSV (Help Center, "Format a CSV file to import into Todoist"): TYPE task | section | note, CONTENT,
 * DESCRIPTION, PRIORITY 1–4 where 1 is p1, the highest (an empty cell is p1 too), INDENT, AUTHOR, RESPONSIBLE,
 * DATE (in DATE_LANG), DATE_LANG, TIMEZONE… Labels are `@name` words in CONTENT. p1 → high, p2 → medium,
 * p3 and p4 (Todoist's "no priority") → low. Sub-tasks (INDENT > 1) become ordinary to-dos.
 */
const TODOIST_PRIORITY: Record<string, TodoPriority> = { '': 'high', '1': 'high', '2': 'medium', '3': 'low', '4': 'low' };

function todoistRow(r: Row, row: number, now: Date): RowResult {
  const type = (r.TYPE ?? '').trim();
  const content = (r.CONTENT ?? '').trim();
  if (type === 'section') return { row, ok: false, title: content, reason: '섹션 행은 할일이 아니어서 건너뜁니다' };
  if (type === 'note') return { row, ok: false, title: content, reason: '댓글(note) 행은 가져오지 않습니다' };
  if (type !== 'task') return { row, ok: false, title: content, reason: `TYPE 값이 올바르지 않습니다: '${cut(type, 20)}'` };
  const tags = [...content.matchAll(/(?:^|\s)@([^\s@]+)/g)].map((m) => m[1]);
  const title = content.replace(/(?:^|\s)@[^\s@]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!title) return { row, ok: false, title: content, reason: '할일 이름(CONTENT)이 비어 있습니다' };
  const priority = TODOIST_PRIORITY[(r.PRIORITY ?? '').trim()];
  if (!priority) return { row, ok: false, title, reason: `PRIORITY는 1부터 4 사이여야 합니다: '${cut(r.PRIORITY ?? '', 10)}'` };
  const dateText = (r.DATE ?? '').trim();
  const due = dateText ? parseLooseDate(dateText, now) : null;
  const fitted = fit(title, (r.DESCRIPTION ?? '').trim());
  const notes = [...fitted.notes, ...(dateText && !due ? [`마감일 '${cut(dateText, 30)}'을(를) 해석하지 못해 마감일 없이 가져옵니다`] : [])];
  return {
    row, ok: true,
    body: { title: fitted.title, description: fitted.description, priority, status: 'pending', due_date: due, tags: normalizeTags(tags) },
    ...(notes.length ? { note: notes.join(' · ') } : {}),
  };
}

/**
 * TickTick's backup CSV: a few lines about the file ("Date: …", "Version: …", "Status: …"), then the header
 * "Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder",
 * "Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day",… Priority 0 none,
 * 1 low, 3 medium, 5 high; Status 0 open, 1 completed, 2 archived (done). Notes (Kind NOTE) are not to-dos.
 */
const TICKTICK_PRIORITY: Record<string, TodoPriority> = { '': 'low', '0': 'low', '1': 'low', '3': 'medium', '5': 'high' };

function ticktickRow(r: Row, row: number): RowResult {
  const title = (r.Title ?? '').trim();
  if ((r.Kind ?? '').trim().toUpperCase() === 'NOTE') return { row, ok: false, title, reason: '노트는 할일이 아니어서 건너뜁니다' };
  if (!title) return { row, ok: false, title, reason: '제목(Title)이 비어 있습니다' };
  const priority = TICKTICK_PRIORITY[(r.Priority ?? '').trim()];
  if (!priority) return { row, ok: false, title, reason: `Priority는 0, 1, 3, 5 중 하나여야 합니다: '${cut(r.Priority ?? '', 10)}'` };
  const statusText = (r.Status ?? '').trim();
  if (!['', '0', '1', '2'].includes(statusText)) return { row, ok: false, title, reason: `Status는 0, 1, 2 중 하나여야 합니다: '${cut(statusText, 10)}'` };
  const dueText = (r['Due Date'] ?? '').trim();
  const due = dueText ? instantToDate(dueText, (r.Timezone ?? '').trim()) : null;
  const fitted = fit(title, (r.Content ?? '').trim());
  const notes = [...fitted.notes, ...(dueText && !due ? [`마감일 '${cut(dueText, 30)}'을(를) 해석하지 못해 마감일 없이 가져옵니다`] : [])];
  return {
    row, ok: true,
    body: {
      title: fitted.title, description: fitted.description, priority, status: statusText === '1' || statusText === '2' ? 'completed' : 'pending',
      due_date: due, tags: normalizeTags(r.Tags ?? ''),
    },
    ...(notes.length ? { note: notes.join(' · ') } : {}),
  };
}

/** TickTick puts lines about the file before the header; the header is the line starting with "Folder Name". */
function fromHeader(csv: string, first: string): string | null {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const at = lines.findIndex((l) => l.replace(/^"/, '').startsWith(first));
  return at < 0 ? null : lines.slice(at).join('\n');
}

/** Every data row of the file (blank lines are not rows), each a to-do body or a Korean reason. */
export function parseImportCsv(source: ImportSource, csv: string, now: Date): RowResult[] {
  const text = source === 'ticktick' ? fromHeader(csv, 'Folder Name') : fromHeader(csv, 'TYPE');
  if (text === null) throw badRequest(M.csvHeaderMissing, [{ field: 'csv', message: M.csvHeaderMissing }]);
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  return parsed.data.map((r, i) => (source === 'todoist' ? todoistRow(r, i + 1, now) : ticktickRow(r, i + 1)));
}
