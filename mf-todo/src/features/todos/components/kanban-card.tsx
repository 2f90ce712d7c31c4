import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Link } from '@haru/router';
import type { TodoDto } from '@haru/contracts';
import { TODO_STATUSES, type TodoStatus } from '@haru/contracts/src/todo-values';
import { messages } from '../../../messages/ko';
import { dueLabel, dueState, dueWhen } from '../lib/due';
import { useClock } from '../lib/use-today';
import type { CardDragData } from './kanban-dnd';
import { ChecklistProgress } from './checklist-progress';
import { RepeatBadge } from './repeat-badge';
import { SelectBox } from './select-box';
import styles from './kanban.module.css';

interface KanbanCardProps {
  todo: TodoDto;
  today: string;
  onMove: (todo: TodoDto, status: TodoStatus) => void;
  onComplete: (id: string, completed: boolean) => void;
  /** In selection mode (issue 22): whether this card is selected, and the click on its box (Shift: a range). */
  selected?: boolean;
  onSelect?: (id: string, range: boolean) => void;
}

/**
 * A card dragged with the pointer anywhere on it, or by keyboard from its handle (see KanbanDnd); the ◀ ▶ buttons
 * move it one column by keyboard or touch; the checkbox completes it (or back to pending) in one tap.
 */
export const KanbanCard = memo(function KanbanCard({ todo, today, onMove, onComplete, selected, onSelect }: KanbanCardProps) {
  const data: CardDragData = { title: todo.title, status: todo.status };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: todo.id, data, attributes: { roleDescription: messages.list.dragRole },
  });
  const index = TODO_STATUSES.indexOf(todo.status);
  const prev = TODO_STATUSES[index - 1];
  const next = TODO_STATUSES[index + 1];
  const state = dueState(todo, today, useClock().time);
  return (
    <div ref={setNodeRef} className={styles.card} data-testid="kanban-card" data-dragging={isDragging || undefined} data-selected={selected || undefined} onPointerDown={(e) => listeners?.onPointerDown?.(e)}>
      <div className={styles.cardHead}>
        {onSelect && <SelectBox title={todo.title} selected={Boolean(selected)} onSelect={(range) => onSelect(todo.id, range)} className={styles.select} />}
        <input
          type="checkbox"
          className={styles.complete}
          checked={todo.status === 'completed'}
          aria-label={messages.list.completeOf(todo.title)}
          onChange={(e) => onComplete(todo.id, e.target.checked)}
        />
        <Link to={`/todo/${todo.id}`} className={styles.cardTitle} draggable={false}>{todo.title}</Link>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          onKeyDown={(e) => listeners?.onKeyDown?.(e)}
          aria-label={messages.list.dragHandle(todo.title)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <div className={styles.cardMeta}>
        <span data-priority={todo.priority} className={styles.priority}>{messages.priority[todo.priority]}</span>
        {todo.due_date && <span data-due={state ?? undefined}>{dueWhen(todo, today)} {dueLabel(state)}</span>}
        <RepeatBadge rule={todo.recurrence} />
        <ChecklistProgress items={todo.checklist} />
      </div>
      <div className={styles.moves}>
        {prev && (
          <button type="button" className={styles.moveLeft} onClick={() => onMove(todo, prev)} aria-label={messages.list.moveTo(todo.title, messages.status[prev])}>
            ◀ {messages.status[prev]}
          </button>
        )}
        {next && (
          <button type="button" className={styles.moveRight} onClick={() => onMove(todo, next)} aria-label={messages.list.moveTo(todo.title, messages.status[next])}>
            {messages.status[next]} ▶
          </button>
        )}
      </div>
    </div>
  );
});
