import { useId, useState } from 'react';
import { TODO_CATEGORIES, type TodoCategory } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import styles from './todo-form.module.css';

interface CategoryPickerProps {
  value: TodoCategory | null;
  onChange: (value: TodoCategory | null) => void;
}

/** A collapsible grid of the six categories; picking one closes it. */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const labelId = useId();
  const pick = (next: TodoCategory | null) => {
    onChange(next);
    setOpen(false);
  };
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.legend}>{messages.form.category}</span>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={gridId}
        aria-labelledby={`${labelId} ${gridId}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${gridId}-value`}>{value ? messages.category[value] : messages.form.categoryChoose}</span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      {open && (
        <div id={gridId} className={styles.categoryGrid} role="group" aria-labelledby={labelId}>
          {TODO_CATEGORIES.map((c) => (
            <button key={c} type="button" className={styles.categoryItem} aria-pressed={value === c} onClick={() => pick(c)}>
              {messages.category[c]}
            </button>
          ))}
          <button type="button" className={styles.categoryItem} aria-pressed={value === null} onClick={() => pick(null)}>
            {messages.form.categoryNone}
          </button>
        </div>
      )}
    </div>
  );
}
