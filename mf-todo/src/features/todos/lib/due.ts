import type { TodoDto } from '@haru/contracts';
import { daysBetween, formatShortDate } from '@haru/dates';
import { messages } from '../../../messages/ko';

export type DueState = 'overdue' | 'today' | 'tomorrow' | null;
type Due = Pick<TodoDto, 'due_date' | 'due_time' | 'status'>;

/**
 * SPEC.md section 9: overdue when days left < 0, urgent at one day or less; a to-do due today at a time is late
 * from the minute after it (`now`: 'HH:MM' in Seoul). A completed to-do is never flagged: it can no longer be late.
 */
export function dueState(todo: Due, today: string, now?: string): DueState {
  if (!todo.due_date || todo.status === 'completed') return null;
  const left = daysBetween(today, todo.due_date);
  if (left < 0 || (left === 0 && todo.due_time && now && todo.due_time < now)) return 'overdue';
  if (left === 0) return 'today';
  if (left === 1) return 'tomorrow';
  return null;
}

export function dueLabel(state: DueState): string {
  return state ? messages.dueLabel[state] : '';
}

/**
 * '1월 19일 (일)' of a date, computed once per date: formatting builds a Seoul date (time-zone look-ups), which was
 * most of a row's render while a long list scrolls, and a list shows the same few hundred dates again and again.
 */
const shortDates = new Map<string, string>();
function shortDate(date: string): string {
  let label = shortDates.get(date);
  if (label === undefined) {
    if (shortDates.size >= 2000) shortDates.clear();
    label = formatShortDate(date);
    shortDates.set(date, label);
  }
  return label;
}

/** When it is due, as lists show it: '1월 19일 (일)', or with a time '오늘 15:00', '내일 09:30', '1월 19일 (일) 15:00'. */
export function dueWhen(todo: Pick<TodoDto, 'due_date' | 'due_time'>, today: string): string {
  if (!todo.due_date) return '';
  if (!todo.due_time) return shortDate(todo.due_date);
  const left = daysBetween(today, todo.due_date);
  const day = left === 0 ? messages.dueDay.today : left === 1 ? messages.dueDay.tomorrow : shortDate(todo.due_date);
  return `${day} ${todo.due_time}`;
}
