import { useId, useState, type KeyboardEvent } from 'react';
import type { ChecklistItem } from '@haru/contracts';
import { Button, isCommitEnter } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { addItem, doneCount } from '../lib/checklist';
import { ChecklistSortable } from './checklist-sortable';
import styles from './checklist.module.css';

const m = messages.checklist;

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
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {m.title}{items.length > 0 && <> <span className={styles.progress} aria-label={m.progressLabel(doneCount(items), items.length)}>{m.progress(doneCount(items), items.length)}</span></>}
      </legend>
      {items.length > 0 && (
        <ChecklistSortable items={items} onChange={onChange} renderItem={(item) => (
          <>
            <label className={styles.check} data-done={item.done || undefined}>
              <input type="checkbox" checked={item.done} onChange={(e) => onChange(items.map((i) => (i.id === item.id ? { ...i, done: e.target.checked } : i)))} />
              <span>{item.text}</span>
            </label>
            <button type="button" className={styles.remove} aria-label={m.remove(item.text)} onClick={() => onChange(items.filter((i) => i.id !== item.id))}>×</button>
          </>
        )} />
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
