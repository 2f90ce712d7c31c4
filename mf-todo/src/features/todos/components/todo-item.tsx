import { memo } from 'react';
import { Link } from '@haru/router';
import { TODO_STATUSES, type TodoDto, type TodoStatus } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { dueLabel, dueState, dueWhen } from '../lib/due';
import { useClock } from '../lib/use-today';
import { ChecklistProgress } from './checklist-progress';
import { RepeatBadge } from './repeat-badge';
import { SelectBox } from './select-box';
import styles from './todo-list.module.css';

interface TodoItemProps {
  todo: TodoDto;
  today: string;
  layout: 'card' | 'row';
  onStatus: (id: string, status: TodoStatus) => void;
  onComplete: (id: string, completed: boolean) => void;
  onDelete: (todo: TodoDto) => void;
  /** In selection mode: whether this row is selected, and the click on its selection box (Shift: a range). */
  selected?: boolean;
  onSelect?: (id: string, range: boolean) => void;
}

const SHOWN_TAGS = 3;

/** Up to three tags, then '+N'; the chips shrink (ellipsis) before the '+N' is ever cut off. */
function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const more = tags.length - SHOWN_TAGS;
  return (
    <span className={styles.tags}>
      {tags.slice(0, SHOWN_TAGS).map((t) => <span key={t} className={styles.tagChip}>#{t}</span>)}
      {more > 0 && (
        <span className={styles.moreTags} data-testid="more-tags">
          <span aria-hidden="true">+{more}</span>
          <span className="haru-visually-hidden">{messages.list.moreTags(more)}</span>
        </span>
      )}
    </span>
  );
}

/** One to-do in the card or list view: the completed checkbox, status select, detail link, delete, and the due label. */
export const TodoItem = memo(function TodoItem({ todo, today, layout, onStatus, onComplete, onDelete, selected, onSelect }: TodoItemProps) {
  const state = dueState(todo, today, useClock().time);
  return (
    <article className={styles.item} data-layout={layout} data-status={todo.status} data-selected={selected || undefined} data-testid="todo-item" aria-label={todo.title}>
      <div className={styles.itemMain}>
        <div className={styles.titleLine}>
          {onSelect && <SelectBox title={todo.title} selected={Boolean(selected)} onSelect={(range) => onSelect(todo.id, range)} className={styles.select} />}
          <input
            type="checkbox"
            className={styles.complete}
            checked={todo.status === 'completed'}
            aria-label={messages.list.completeOf(todo.title)}
            onChange={(e) => onComplete(todo.id, e.target.checked)}
          />
          <span className={styles.priority} data-priority={todo.priority}>{messages.priority[todo.priority]}</span>
          <Link to={`/todo/${todo.id}`} className={styles.title}>{todo.title}</Link>
        </div>
        {layout === 'card' && todo.description && <p className={styles.description}>{todo.description}</p>}
        <div className={styles.meta}>
          {todo.due_date && (
            <span className={styles.due} data-due={state ?? undefined}>
              {messages.list.due(dueWhen(todo, today))}
              {state && <strong> {dueLabel(state)}</strong>}
            </span>
          )}
          <RepeatBadge rule={todo.recurrence} className={styles.chip} />
          <ChecklistProgress items={todo.checklist} className={styles.chip} />
          {todo.category && <span className={styles.chip}>{messages.category[todo.category]}</span>}
          <TagChips tags={todo.tags} />
        </div>
      </div>
      <div className={styles.itemActions}>
        <label className="haru-visually-hidden" htmlFor={`status-${todo.id}`}>{messages.list.statusSelect(todo.title)}</label>
        <select
          id={`status-${todo.id}`}
          className={styles.statusSelect}
          value={todo.status}
          data-status={todo.status}
          onChange={(e) => onStatus(todo.id, e.target.value as TodoStatus)}
        >
          {TODO_STATUSES.map((s) => <option key={s} value={s}>{messages.status[s]}</option>)}
        </select>
        <Link to={`/todo/${todo.id}`} className={styles.linkButton} aria-label={messages.list.detailOf(todo.title)}>{messages.list.detail}</Link>
        <button type="button" className={styles.deleteButton} aria-label={messages.list.deleteOf(todo.title)} onClick={() => onDelete(todo)}>
          {messages.list.delete}
        </button>
      </div>
    </article>
  );
});
