import type { KeyboardEvent } from 'react';
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
  ownersList: string;
  textRef: (el: HTMLInputElement | null) => void;
  onTextKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onChange: (patch: Partial<ActionRow>) => void;
}

/** One action item's fields: done box, 내용 / 담당 / 기한 (the sortable list adds the handle and the buttons). */
export function ActionItemFields({ row, index, ownersList, textRef, onTextKeyDown, onChange }: Props) {
  const n = index + 1;
  return (
    <div className={styles.row}>
      <input type="checkbox" className={styles.check} checked={row.done} aria-label={t.done(row.text)}
        onChange={(e) => onChange({ done: e.target.checked })} />
      <div className={styles.fields}>
        <TextField label={t.text(n)} placeholder={t.textPlaceholder} value={row.text} maxLength={ACTION_ITEM_LIMITS.text * 2}
          ref={textRef} onKeyDown={onTextKeyDown} onChange={(e) => onChange({ text: e.target.value })} />
        <TextField label={t.owner(n)} placeholder={t.ownerPlaceholder} value={row.owner} list={ownersList}
          onChange={(e) => onChange({ owner: e.target.value })} />
        <DatePicker label={t.due} labels={messages.date} value={row.due_date} onChange={(due_date) => onChange({ due_date })} />
      </div>
    </div>
  );
}
