import type { KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TextField } from '@haru/ui-kit';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { ACTION_ITEM_LIMITS } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import type { ActionRow } from '../lib/action-rows';
import styles from './action-items-editor.module.css';

const t = messages.actions;

interface Props {
  row: ActionRow;
  index: number;
  total: number;
  ownersList: string;
  textRef: (el: HTMLInputElement | null) => void;
  onTextKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onChange: (patch: Partial<ActionRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One editable action item: handle, done box, 내용 / 담당 / 기한, ▲ ▼ and delete. */
export function ActionItemRow({ row, index, total, ownersList, textRef, onTextKeyDown, onChange, onMove, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id, attributes: { roleDescription: t.roleDescription },
  });
  // Arrow keys on a handle that is not picked up move the row at once; while picked up, dnd-kit owns them.
  const onHandleKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.defaultPrevented || isDragging) return;
    if (e.key === 'ArrowUp' && index > 0) { e.preventDefault(); onMove(-1); }
    if (e.key === 'ArrowDown' && index < total - 1) { e.preventDefault(); onMove(1); }
  };
  const n = index + 1;
  return (
    <li ref={setNodeRef} className={`${styles.item} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }} data-id={row.id}>
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners}
        aria-label={t.handle(row.text)} onKeyDown={onHandleKeyDown}>
        <span aria-hidden="true">⠿</span>
      </button>
      <input type="checkbox" className={styles.check} checked={row.done} aria-label={t.done(row.text)}
        onChange={(e) => onChange({ done: e.target.checked })} />
      <div className={styles.fields}>
        <TextField label={t.text(n)} placeholder={t.textPlaceholder} value={row.text} maxLength={ACTION_ITEM_LIMITS.text * 2}
          ref={textRef} onKeyDown={onTextKeyDown} onChange={(e) => onChange({ text: e.target.value })} />
        <TextField label={t.owner(n)} placeholder={t.ownerPlaceholder} value={row.owner} list={ownersList}
          onChange={(e) => onChange({ owner: e.target.value })} />
        <DatePicker label={t.due} labels={messages.date} value={row.due_date} onChange={(due_date) => onChange({ due_date })} />
      </div>
      <div className={styles.buttons}>
        <button type="button" className={styles.icon} aria-label={t.up(row.text)} disabled={index === 0} onClick={() => onMove(-1)}>
          <span aria-hidden="true">▲</span>
        </button>
        <button type="button" className={styles.icon} aria-label={t.down(row.text)} disabled={index === total - 1} onClick={() => onMove(1)}>
          <span aria-hidden="true">▼</span>
        </button>
        <button type="button" className={styles.icon} aria-label={t.remove(row.text)} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
