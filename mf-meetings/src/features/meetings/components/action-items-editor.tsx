import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button, isCommitEnter } from '@haru/ui-kit';
import { SortableList } from '@haru/ui-kit/src/sortable';
import { messages } from '../../../messages/ko';
import { insertRow, type ActionRow } from '../lib/action-rows';
import { ActionItemFields } from './action-item-fields';
import styles from './action-items-editor.module.css';

const t = messages.actions;

interface Props {
  value: ActionRow[];
  onChange: (rows: ActionRow[]) => void;
  /** The meeting's attendees, offered as 담당 (free text is fine too). */
  attendees: readonly string[];
  error?: string;
}

/**
 * The action items of the meeting form: one row each (내용, 담당, 기한, 완료). Enter in a row's text adds the next row
 * (never while a Hangul syllable is being composed); rows move in ui-kit's sortable list (drag the handle, Space
 * and arrows on it, arrow keys on it, or ▲▼), each move announced.
 */
export function ActionItemsEditor({ value, onChange, attendees, error }: Props) {
  const listId = useId();
  // The row to focus once it is rendered (a row just added); cleared when done, so later edits keep their focus.
  const pendingFocus = useRef<string | null>(null);
  const texts = useRef(new Map<string, HTMLInputElement | null>());
  useEffect(() => {
    if (!pendingFocus.current) return;
    texts.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [value]);

  const update = (index: number, patch: Partial<ActionRow>) => onChange(value.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const add = (after: number) => {
    const next = insertRow(value, after);
    onChange(next);
    pendingFocus.current = next[after < 0 ? next.length - 1 : after + 1].id;
  };
  const onTextKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (isCommitEnter(e)) add(index);
  };

  return (
    <fieldset className={styles.field} aria-describedby={error ? `${listId}-error` : undefined}>
      <legend className={styles.heading}>{t.heading}</legend>
      <datalist id={listId}>{attendees.map((a) => <option key={a} value={a} />)}</datalist>
      <SortableList
        items={value}
        onChange={onChange}
        nameOf={(row) => t.name(row.text)}
        testId="action-items"
        density="wide"
        renderItem={(row, index) => (
          <ActionItemFields row={row} index={index} ownersList={listId} textRef={(el) => { texts.current.set(row.id, el); }}
            onTextKeyDown={onTextKeyDown(index)} onChange={(patch) => update(index, patch)} />
        )}
        renderActions={(row) => (
          <button type="button" className={styles.icon} aria-label={t.remove(row.text)} onClick={() => onChange(value.filter((r) => r.id !== row.id))}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      />
      {error && <p className={styles.error} id={`${listId}-error`} role="alert">{error}</p>}
      <div><Button onClick={() => add(-1)}>{t.add}</Button></div>
    </fieldset>
  );
}
