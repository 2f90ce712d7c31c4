import { memo } from 'react';
import { Link } from '@haru/router';
import { TODO_STATUSES, type TodoDto, type TodoStatus } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatShortDate } from '@haru/dates';
import { dueLabel, dueState } from '../lib/due';
import styles from './kanban.module.css';

export const KANBAN_DRAG_TYPE = 'application/x-haru-todo';

interface KanbanCardProps { todo: TodoDto; today: string; onStatus: (id: string, status: TodoStatus) => void }

/** A draggable card; the ◀ ▶ buttons move it one column by keyboard or touch. */
export const KanbanCard = memo(function KanbanCard({ todo, today, onStatus }: KanbanCardProps) {
  const index = TODO_STATUSES.indexOf(todo.status);
  const prev = TODO_STATUSES[index - 1];
  const next = TODO_STATUSES[index + 1];
  const state = dueState(todo, today);
  return (
    <div
      className={styles.card}
      draggable
      data-testid="kanban-card"
      onDragStart={(e) => { e.dataTransfer.setData(KANBAN_DRAG_TYPE, todo.id); e.dataTransfer.effectAllowed = 'move'; }}
    >
      <Link to={`/todo/${todo.id}`} className={styles.cardTitle}>{todo.title}</Link>
      <div className={styles.cardMeta}>
        <span data-priority={todo.priority} className={styles.priority}>{messages.priority[todo.priority]}</span>
        {todo.due_date && <span data-due={state ?? undefined}>{formatShortDate(todo.due_date)} {dueLabel(state)}</span>}
      </div>
      <div className={styles.moves}>
        {prev && (
          <button type="button" className={styles.moveLeft} onClick={() => onStatus(todo.id, prev)} aria-label={messages.list.moveTo(todo.title, messages.status[prev])}>
            ◀ {messages.status[prev]}
          </button>
        )}
        {next && (
          <button type="button" className={styles.moveRight} onClick={() => onStatus(todo.id, next)} aria-label={messages.list.moveTo(todo.title, messages.status[next])}>
            {messages.status[next]} ▶
          </button>
        )}
      </div>
    </div>
  );
});
