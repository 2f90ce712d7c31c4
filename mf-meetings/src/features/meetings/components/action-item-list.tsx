import { Link } from '@haru/router';
import type { ActionItem, Meeting } from '@haru/contracts';
import { formatDate } from '@haru/dates';
import { Button, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useSendActionItems, useUpdateMeeting } from '../api/use-meetings';
import { bodyWithRows } from '../lib/meeting-body';
import { failureText } from '@haru/api-client';
import styles from './action-item-list.module.css';

const t = messages.actions;

/**
 * The meeting's action items in view mode: tick one done (a linked to-do follows), send one or every open one to
 * 할일, and open the to-do a row was sent to.
 */
export function ActionItemList({ meeting }: { meeting: Meeting }) {
  const toast = useToast();
  const send = useSendActionItems(meeting.id);
  const update = useUpdateMeeting(meeting.id);
  const rows = meeting.action_item_rows;
  const open = rows.filter((r) => !r.done && !r.todo_id);

  const sendRows = (ids: string[]) => send.mutate(ids, {
    onSuccess: (n) => toast.show(t.sentToast(n), 'success'),
    onError: (error) => toast.show(failureText(error, t.sendFailed), 'danger'),
  });
  const toggle = (row: ActionItem, done: boolean) => update.mutate(bodyWithRows(meeting, rows.map((r) => (r.id === row.id ? { ...r, done } : r))), {
    onError: (error) => toast.show(failureText(error, t.toggleFailed), 'danger'),
  });
  const busy = send.isPending || update.isPending;

  return (
    <section className={styles.section} aria-label={t.heading}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t.heading}</h2>
        {open.length > 0 && <Button size="sm" disabled={busy} onClick={() => sendRows(open.map((r) => r.id))}>{t.sendAll}</Button>}
      </div>
      {rows.length === 0 ? <p className={styles.muted}>{t.none}</p> : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id} className={styles.item}>
              <input type="checkbox" className={styles.check} checked={row.done} disabled={busy} aria-label={t.done(row.text)}
                onChange={(e) => toggle(row, e.target.checked)} />
              <p className={`${styles.text} ${row.done ? styles.done : ''}`}>
                {row.text}
                {(row.owner || row.due_date) && <span className={styles.meta}>{t.meta(row.owner, row.due_date ? formatDate(row.due_date) : '')}</span>}
              </p>
              {row.todo_id ? (
                <Link className={styles.link} to={`/todo/${row.todo_id}`} aria-label={t.sentLabel(row.text)}>{t.sent}</Link>
              ) : (
                <Button size="sm" variant="ghost" disabled={busy} aria-label={t.sendLabel(row.text)} onClick={() => sendRows([row.id])}>{t.send}</Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
