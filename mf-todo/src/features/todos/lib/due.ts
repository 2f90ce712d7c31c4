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

/** When it is due, as lists show it: '1월 19일 (일)', or with a time '오늘 15:00', '내일 09:30', '1월 19일 (일) 15:00'. */
export function dueWhen(todo: Pick<TodoDto, 'due_date' | 'due_time'>, today: string): string {
  if (!todo.due_date) return '';
  if (!todo.due_time) return formatShortDate(todo.due_date);
  const left = daysBetween(today, todo.due_date);
  const day = left === 0 ? messages.dueDay.today : left === 1 ? messages.dueDay.tomorrow : formatShortDate(todo.due_date);
  return `${day} ${todo.due_time}`;
}
