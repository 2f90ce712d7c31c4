import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, isCommitEnter } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { insertRow, moveRow, type ActionRow } from '../lib/action-rows';
import { ActionItemRow } from './action-item-row';
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
 * (never while a Hangul syllable is being composed); rows move by dragging the handle (or Space and arrows on it,
 * dnd-kit's keyboard sensor), by arrow keys on the handle, or with the ▲▼ buttons; each move is announced.
 */
export function ActionItemsEditor({ value, onChange, attendees, error }: Props) {
  const listId = useId();
  const [announcement, setAnnouncement] = useState('');
  // The row to focus once it is rendered (a row just added); cleared when done, so later edits keep their focus.
  const pendingFocus = useRef<string | null>(null);
  const texts = useRef(new Map<string, HTMLInputElement | null>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  useEffect(() => {
    if (!pendingFocus.current) return;
    texts.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [value]);

  const indexOf = (id: UniqueIdentifier) => value.findIndex((r) => r.id === id);
  const textAt = (id: UniqueIdentifier) => value[indexOf(id)]?.text ?? '';
  const update = (index: number, patch: Partial<ActionRow>) => onChange(value.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const add = (after: number) => {
    const next = insertRow(value, after);
    onChange(next);
    pendingFocus.current = next[after < 0 ? next.length - 1 : after + 1].id;
  };
  const move = (from: number, to: number) => {
    const next = moveRow(value, from, to);
    if (next === value) return;
    onChange(next);
    setAnnouncement(t.moved(value[from].text, to + 1, value.length));
  };
  const onTextKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (isCommitEnter(e)) add(index);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange(moveRow(value, indexOf(active.id), indexOf(over.id)));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.pickedUp(textAt(active.id), indexOf(active.id) + 1, value.length),
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? t.moved(textAt(active.id), indexOf(over.id) + 1, value.length) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dropped(textAt(active.id), indexOf(over.id) + 1, value.length) : t.cancelled(textAt(active.id))),
    onDragCancel: ({ active }) => t.cancelled(textAt(active.id)),
  };

  return (
    <fieldset className={styles.field} aria-describedby={error ? `${listId}-error` : undefined}>
      <legend className={styles.heading}>{t.heading}</legend>
      <datalist id={listId}>{attendees.map((a) => <option key={a} value={a} />)}</datalist>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}>
        <SortableContext items={value} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} data-testid="action-items">
            {value.map((row, index) => (
              <ActionItemRow
                key={row.id}
                row={row}
                index={index}
                total={value.length}
                ownersList={listId}
                textRef={(el) => { texts.current.set(row.id, el); }}
                onTextKeyDown={onTextKeyDown(index)}
                onChange={(patch) => update(index, patch)}
                onMove={(by) => move(index, index + by)}
                onRemove={() => onChange(value.filter((r) => r.id !== row.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {error && <p className={styles.error} id={`${listId}-error`} role="alert">{error}</p>}
      <div><Button onClick={() => add(-1)}>{t.add}</Button></div>
      <p className="haru-visually-hidden" aria-live="assertive">{announcement}</p>
    </fieldset>
  );
}
