import { memo, useRef, type ReactElement } from 'react';
import { Link } from '@haru/router';
import type { TodoDto } from '@haru/contracts';
import { TODO_STATUSES, type TodoStatus } from '@haru/contracts/src/todo-values';
import { messages } from '../../../messages/ko';
import { dueLabel, dueState, dueWhen } from '../lib/due';
import { useClock } from '../lib/use-today';
import { useChipsThatFit } from '../lib/use-chips-that-fit';
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

/** The tags not shown as chips, as '+N' (and in words for a screen reader); nothing when every tag is shown. */
function MoreTags({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.moreTags} data-testid="more-tags">
      <span aria-hidden="true">+{count}</span>
      <span className="haru-visually-hidden">{messages.list.moreTags(count)}</span>
    </span>
  );
}

/** A row's or card's chips in the order they give way on a narrow row: due date, rule, checklist, category, tags. */
function chipsOf(todo: TodoDto, today: string, time: string): { chips: ReactElement[]; tags: number } {
  const state = dueState(todo, today, time);
  const tags = todo.tags.slice(0, SHOWN_TAGS).map((t) => <span key={`#${t}`} className={styles.tagChip} data-testid="tag-chip">#{t}</span>);
  const chips = [
    todo.due_date && (
      <span key="due" className={styles.due} data-due={state ?? undefined}>
        {messages.list.due(dueWhen(todo, today))}
        {state && <strong> {dueLabel(state)}</strong>}
      </span>
    ),
    todo.recurrence && <RepeatBadge key="rule" rule={todo.recurrence} className={styles.chip} />,
    todo.checklist && todo.checklist.length > 0 && <ChecklistProgress key="checklist" items={todo.checklist} className={styles.chip} />,
    todo.category && <span key="category" className={styles.chip}>{messages.category[todo.category]}</span>,
    ...tags,
  ].filter((c): c is ReactElement => Boolean(c));
  return { chips, tags: tags.length };
}

/** One to-do in the card or list view: the completed checkbox, status select, detail link, delete, and the due label. */
export const TodoItem = memo(function TodoItem({ todo, today, layout, onStatus, onComplete, onDelete, selected, onSelect }: TodoItemProps) {
  const { chips, tags } = chipsOf(todo, today, useClock().time);
  const line = useRef<HTMLDivElement>(null);
  // A list row shows the chips that fit whole on its line; the tags among those left out count in '+N'.
  const shown = useChipsThatFit(line, chips.length, todo, layout === 'row');
  const tagsShown = Math.max(0, tags - (chips.length - shown));
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
        {/* Up to three tag chips, then '+N'. In a list row '+N' stands outside the one line of chips, so it is never
            cut off however narrow the row. */}
        {chips.length > 0 && (
          <div className={styles.meta}>
            <div className={styles.chipLine} ref={line}>{chips.slice(0, shown)}</div>
            <MoreTags count={todo.tags.length - tagsShown} />
          </div>
        )}
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
