import type { TodoDto } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatAxisDate, formatDate, formatDateTime } from '@haru/dates';
import { Link } from '@haru/router';
import { dueLabel, dueState } from '../lib/due';
import { useClock } from '../lib/use-today';
import { RepeatBadge } from './repeat-badge';
import styles from './page.module.css';

const reminderText = (r: TodoDto['reminders'][number]) => (r.kind === 'at' ? formatDateTime(r.at) : messages.reminders.presets[r.kind]);

/** The read-only view of /todo/{id}, with the spec's empty texts, and the meeting it came from (issue 21). */
export function TodoView({ todo, today }: { todo: TodoDto; today: string }) {
  const label = dueLabel(dueState(todo, today, useClock().time));
  const { source } = todo;
  return (
    <>
      {source && (
        <p className={styles.source}>
          <Link to={`/meeting/${encodeURIComponent(source.meeting_id)}`}>{messages.detail.source(source.title, formatAxisDate(source.date))}</Link>
        </p>
      )}
      <dl className={styles.facts}>
      <dt>{messages.form.description}</dt>
      <dd className={todo.description ? undefined : styles.muted}>{todo.description || messages.detail.noDescription}</dd>
      <dt>{messages.form.priority}</dt>
      <dd>{messages.priority[todo.priority]}</dd>
      <dt>{messages.form.status}</dt>
      <dd>{messages.status[todo.status]}</dd>
      <dt>{messages.form.dueDate}</dt>
      <dd className={todo.due_date ? undefined : styles.muted}>
        {todo.due_date ? `${formatDate(todo.due_date)}${todo.due_time ? ` ${todo.due_time}` : ''}${label ? ` ${label}` : ''}` : messages.detail.noDueDate}
      </dd>
      {todo.recurrence && (
        <>
          <dt>{messages.recurrence.legend}</dt>
          <dd><RepeatBadge rule={todo.recurrence} /></dd>
        </>
      )}
      {todo.reminders.length > 0 && (
        <>
          <dt>{messages.reminders.legend}</dt>
          <dd data-testid="reminder-list">{todo.reminders.map(reminderText).join(', ')}</dd>
        </>
      )}
      <dt>{messages.form.category}</dt>
      <dd className={todo.category ? undefined : styles.muted}>{todo.category ? messages.category[todo.category] : messages.detail.noCategory}</dd>
      <dt>{messages.form.tags}</dt>
      <dd>
        {todo.tags.length > 0
          ? <ul className={styles.tags}>{todo.tags.map((t) => <li key={t} className={styles.tag}>#{t}</li>)}</ul>
          : <span className={styles.muted}>{messages.detail.noTags}</span>}
      </dd>
      <dt>{messages.detail.createdAt}</dt>
      <dd>{formatDateTime(todo.created_at)}</dd>
      <dt>{messages.detail.updatedAt}</dt>
      <dd>{formatDateTime(todo.updated_at)}</dd>
      </dl>
    </>
  );
}
