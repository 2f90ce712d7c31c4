import type { TodoDto } from '@haru/contracts';
import { seoulDateTime } from '@haru/dates';
import { messages } from '../../../messages/ko';

const HEADERS = ['제목', '설명', '우선순위', '상태', '카테고리', '마감일', '마감 시간', '태그', '체크리스트', '등록일', '수정일'];

/** Spreadsheet apps run cells starting with these as formulas; a leading quote keeps them text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a BOM so spreadsheet apps read the Korean text as UTF-8; times are Seoul wall-clock 'YYYY-MM-DD HH:MM'. */
export function todosToCsv(todos: readonly TodoDto[]): string {
  const rows = todos.map((t) => [
    t.title,
    t.description,
    messages.priority[t.priority],
    messages.status[t.status],
    t.category ? messages.category[t.category] : '',
    t.due_date ?? '',
    t.due_time ?? '',
    t.tags.join(', '),
    (t.checklist ?? []).map((i) => `${i.done ? '[x]' : '[ ]'} ${i.text}`).join('\n'),
    seoulDateTime(t.created_at),
    seoulDateTime(t.updated_at),
  ]);
  return `\uFEFF${[HEADERS, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function todosToJson(todos: readonly TodoDto[]): string {
  return `${JSON.stringify(todos, null, 2)}\n`;
}
