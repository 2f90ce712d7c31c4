import { useState } from 'react';
import type { ChecklistItem, TodoDto } from '@haru/contracts';
import { Alert, ConfirmDialog } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useUpdateTodo } from '../api/use-todos';
import { doneCount } from '../lib/checklist';
import styles from './checklist.module.css';

const m = messages.checklist;

/**
 * The checklist on the detail screen: a tick saves at once; the tick that completes the last open item offers to
 * complete the to-do itself.
 */
export function ChecklistPanel({ todo }: { todo: TodoDto }) {
  const update = useUpdateTodo();
  const [offer, setOffer] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = todo.checklist;
  if (items.length === 0) return null;

  const tick = (item: ChecklistItem, done: boolean) => {
    const next = items.map((i) => (i.id === item.id ? { ...i, done } : i));
    setFailed(false);
    update.mutate({ id: todo.id, patch: { checklist: next } }, {
      onSuccess: (saved) => { if (done && doneCount(saved.checklist) === saved.checklist.length && saved.status !== 'completed') setOffer(true); },
      onError: () => setFailed(true),
    });
  };
  const complete = () => update.mutate({ id: todo.id, patch: { status: 'completed' } }, {
    onSuccess: () => setOffer(false),
    onError: () => { setOffer(false); setFailed(true); },
  });

  return (
    <section className={styles.group} aria-labelledby={`checklist-${todo.id}`}>
      <h2 id={`checklist-${todo.id}`} className={styles.legend}>
        {m.title} <span className={styles.progress} aria-label={m.progressLabel(doneCount(items), items.length)}>{m.progress(doneCount(items), items.length)}</span>
      </h2>
      <ul className={styles.viewList}>
        {items.map((item) => (
          <li key={item.id}>
            <label className={styles.check} data-done={item.done || undefined}>
              <input type="checkbox" checked={item.done} disabled={update.isPending} onChange={(e) => tick(item, e.target.checked)} />
              <span>{item.text}</span>
            </label>
          </li>
        ))}
      </ul>
      {failed && <Alert>{m.saveFailed}</Alert>}
      <ConfirmDialog open={offer} {...m.confirmComplete} busy={update.isPending} onConfirm={complete} onCancel={() => setOffer(false)} />
    </section>
  );
}
