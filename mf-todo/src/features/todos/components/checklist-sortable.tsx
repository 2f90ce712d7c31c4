import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ChecklistItem } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { moveItem } from '../lib/checklist';
import styles from './checklist.module.css';

const m = messages.checklist;

interface Props { items: ChecklistItem[]; onChange: (items: ChecklistItem[]) => void; renderItem: (item: ChecklistItem) => ReactNode }

/**
 * The checklist's order: drag the handle (dnd-kit: pointer, or Space to pick up, arrows, Space to drop; Esc
 * cancels), arrow keys on the handle, or the ▲/▼ buttons. Each move is announced in Korean.
 */
export function ChecklistSortable({ items, onChange, renderItem }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement | null>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const textAt = (id: UniqueIdentifier) => items[indexOf(id)]?.text ?? '';

  const move = (from: number, to: number, refocus = false) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    onChange(next);
    setAnnouncement(m.moved(items[from].text, to + 1, items.length));
    if (refocus) requestAnimationFrame(() => handles.current.get(items[from].id)?.focus());
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange(moveItem(items, indexOf(active.id), indexOf(over.id)));
  };
  const leftHome = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => { leftHome.current = false; return m.pickedUp(textAt(active.id), indexOf(active.id) + 1, items.length); },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !leftHome.current)) return undefined;
      leftHome.current = true;
      return m.moved(textAt(active.id), indexOf(over.id) + 1, items.length);
    },
    onDragEnd: ({ active, over }) => (over ? m.dropped(textAt(active.id), indexOf(over.id) + 1, items.length) : m.cancelled(textAt(active.id))),
    onDragCancel: ({ active }) => m.cancelled(textAt(active.id)),
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.instructions } }}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={m.title}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} first={index === 0} last={index === items.length - 1}
              handleRef={(el) => { handles.current.set(item.id, el); }} onMove={(by, refocus) => move(index, index + by, refocus)}>
              {renderItem(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
      <p className="haru-visually-hidden" aria-live="assertive">{announcement}</p>
    </DndContext>
  );
}

interface RowProps {
  item: ChecklistItem;
  first: boolean;
  last: boolean;
  handleRef: (el: HTMLButtonElement | null) => void;
  onMove: (by: -1 | 1, refocus?: boolean) => void;
  children: ReactNode;
}

function Row({ item, first, last, handleRef, onMove, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id, attributes: { roleDescription: m.roleDescription },
  });
  // Arrows on a handle not picked up move the item at once; while picked up, dnd-kit's keyboard sensor owns them.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.defaultPrevented || isDragging) return;
    if (e.key === 'ArrowUp') { e.preventDefault(); onMove(-1, true); }
    if (e.key === 'ArrowDown') { e.preventDefault(); onMove(1, true); }
  };
  return (
    <li ref={setNodeRef} className={styles.item} data-dragging={isDragging || undefined} data-testid="checklist-item"
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button type="button" ref={(el) => { setActivatorNodeRef(el); handleRef(el); }} className={styles.handle}
        {...attributes} {...listeners} aria-label={m.handle(item.text)} onKeyDown={onKeyDown}>
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.body}>{children}</div>
      <button type="button" className={styles.arrow} aria-label={m.up(item.text)} disabled={first} onClick={() => onMove(-1)}>
        <span aria-hidden="true">▲</span>
      </button>
      <button type="button" className={styles.arrow} aria-label={m.down(item.text)} disabled={last} onClick={() => onMove(1)}>
        <span aria-hidden="true">▼</span>
      </button>
    </li>
  );
}
