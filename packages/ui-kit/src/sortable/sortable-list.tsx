import { useRef, useState, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { sortableMessages as m } from '../messages/ko';
import { moveItem } from './move-item';
import { SortableRow } from './sortable-row';
import styles from './sortable.module.css';

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The list in its new order (the same objects; renumber them here if they carry an order). */
  onChange: (items: T[]) => void;
  /** The item's name in the handle's and buttons' labels and in the announcements. */
  nameOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Buttons after ▲ ▼ (e.g. delete). */
  renderActions?: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label?: string;
  testId?: string;
  /** `compact`: short rows (a checklist); `wide`: rows of form fields (buttons under them on a narrow screen). */
  density?: 'regular' | 'compact' | 'wide';
}

/**
 * A list the user reorders by dragging an item's handle (dnd-kit: pointer, or Space to pick up, arrows, Space to
 * drop, Esc to cancel), by the arrow keys on the handle, or with the ▲ ▼ buttons; each move is announced in Korean.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, onChange, nameOf, renderItem, renderActions, label, testId, density = 'regular' } = props;
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement | null>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameAt = (id: UniqueIdentifier) => { const item = items[indexOf(id)]; return item ? nameOf(item) : ''; };

  const move = (from: number, to: number, refocus: boolean) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    onChange(next);
    const item = items[from];
    setAnnouncement(m.moved(nameOf(item), to + 1, items.length));
    if (refocus) requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveItem(items, indexOf(active.id), indexOf(over.id));
    if (next !== items) onChange(next);
  };

  // dnd-kit reports the picked-up item as over its own place at once; announcing that would cut off the pickup.
  const leftHome = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => { leftHome.current = false; return m.pickedUp(nameAt(active.id), indexOf(active.id) + 1, items.length); },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !leftHome.current)) return undefined;
      leftHome.current = true;
      return m.moved(nameAt(active.id), indexOf(over.id) + 1, items.length);
    },
    onDragEnd: ({ active, over }) => (over ? m.dropped(nameAt(active.id), indexOf(over.id) + 1, items.length) : m.cancelled(nameAt(active.id))),
    onDragCancel: ({ active }) => m.cancelled(nameAt(active.id)),
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.instructions } }}>
      <SortableContext items={items as T[]} strategy={verticalListSortingStrategy}>
        <ol className={`${styles.list} ${density === 'regular' ? '' : styles[density]}`} aria-label={label} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              handleRef={(el) => { handles.current.set(item.id, el); }}
              onMove={(by, refocus) => move(index, index + by, refocus)}
              actions={renderActions?.(item, index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className="haru-visually-hidden" aria-live="assertive">{announcement}</p>
    </DndContext>
  );
}
