import type { TodoDto } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { daysBetween } from '@haru/dates';

export type DueState = 'overdue' | 'today' | 'tomorrow' | null;

/**
 * SPEC.md section 9: overdue when days left < 0, urgent at one day or less. A completed to-do is never
 * flagged: it can no longer be late.
 */
export function dueState(todo: Pick<TodoDto, 'due_date' | 'status'>, today: string): DueState {
  if (!todo.due_date || todo.status === 'completed') return null;
  const left = daysBetween(today, todo.due_date);
  if (left < 0) return 'overdue';
  if (left === 0) return 'today';
  if (left === 1) return 'tomorrow';
  return null;
}

export function dueLabel(state: DueState): string {
  return state ? messages.dueLabel[state] : '';
}
