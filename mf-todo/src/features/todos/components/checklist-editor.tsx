import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ChecklistItem } from '@haru/contracts';
import { Button, isCommitEnter } from '@haru/ui-kit';
import type { SortableListProps } from '@haru/ui-kit/src/sortable';
import { messages } from '../../../messages/ko';
import { doneCount } from '../lib/checklist';
import { addItem } from '../lib/checklist-edit';
import styles from './checklist.module.css';

const m = messages.checklist;
const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ui-kit's sortable list (with dnd-kit) loads with the first checklist shown in a form, not with the list (the
// routes are not lazy). A failed chunk load is retried before the error reaches the remote's boundary; meanwhile
// the items show without handles.
const SortableList = lazy(async () => {
  for (let attempt = 0; ; attempt++) {
    try {
      const { SortableList: list } = await import('@haru/ui-kit/src/sortable');
      return { default: list as (props: SortableListProps<ChecklistItem>) => ReactNode };
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await wait(RETRY_DELAYS_MS[attempt]);
    }
  }
});

/** The form's checklist: add (Enter once the IME has finished, or the button), tick, delete, reorder. */
export function ChecklistEditor({ items, onChange, error }: { items: ChecklistItem[]; onChange: (items: ChecklistItem[]) => void; error?: string }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const add = () => {
    const result = addItem(items, draft);
    setProblem(result.error);
    if (result.items !== items) {
      onChange(result.items);
      setDraft('');
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault();
    if (isCommitEnter(e)) add();
  };
  const shown = problem ?? error;
  const renderItem = (item: ChecklistItem) => (
    <>
      <label className={styles.check} data-done={item.done || undefined}>
        <input type="checkbox" checked={item.done} onChange={(e) => onChange(items.map((i) => (i.id === item.id ? { ...i, done: e.target.checked } : i)))} />
        <span>{item.text}</span>
      </label>
      <button type="button" className={styles.remove} aria-label={m.remove(item.text)} onClick={() => onChange(items.filter((i) => i.id !== item.id))}>×</button>
    </>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {m.title}{items.length > 0 && <> <span className={styles.progress} aria-label={m.progressLabel(doneCount(items), items.length)}>{m.progress(doneCount(items), items.length)}</span></>}
      </legend>
      {items.length > 0 && (
        <Suspense fallback={<ol className={styles.list} aria-label={m.title}>{items.map((item) => <li key={item.id} className={styles.item}><div className={styles.body}>{renderItem(item)}</div></li>)}</ol>}>
          <SortableList items={items} onChange={onChange} nameOf={(item) => item.text} renderItem={(item) => <div className={styles.body}>{renderItem(item)}</div>}
            label={m.title} testId="checklist" density="compact" />
        </Suspense>
      )}
      <div className={styles.addRow}>
        <label htmlFor={id} className="haru-visually-hidden">{m.addLabel}</label>
        <input id={id} className={styles.input} value={draft} placeholder={m.addPlaceholder} onKeyDown={onKeyDown}
          onChange={(e) => { setDraft(e.target.value); setProblem(null); }}
          aria-invalid={shown ? true : undefined} aria-describedby={shown ? `${id}-error` : undefined} />
        <Button onClick={add} disabled={!draft.trim()}>{m.add}</Button>
      </div>
      {shown && <p id={`${id}-error`} className={styles.error} role="alert">{shown}</p>}
    </fieldset>
  );
}
