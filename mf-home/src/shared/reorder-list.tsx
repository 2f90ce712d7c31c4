import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveItem } from './layout/lib/normalize';
import styles from './reorder-list.module.css';

export interface ReorderLabels {
  handle: (title: string) => string;
  up: (title: string) => string;
  down: (title: string) => string;
  moved: (title: string, position: number, total: number) => string;
  pickedUp: (title: string, position: number, total: number) => string;
  dropped: (title: string, position: number, total: number) => string;
  cancelled: (title: string) => string;
  instructions: string;
  roleDescription: string;
}

interface Props<T extends { id: string; order: number }> {
  items: T[];
  onChange: (items: T[]) => void;
  titleOf: (item: T) => string;
  labels: ReorderLabels;
  renderItem: (item: T) => ReactNode;
  testId?: string;
}

/**
 * A list the user reorders by dragging the handle (dnd-kit: pointer, or Space to pick up, arrows, Space to drop),
 * by arrow keys on the handle, or with the up/down buttons; each move is announced. Orders are renumbered from 1.
 */
export function ReorderList<T extends { id: string; order: number }>({ items, onChange, titleOf, labels, renderItem, testId }: Props<T>) {
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement | null>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const titleAt = (id: UniqueIdentifier) => { const item = items[indexOf(id)]; return item ? titleOf(item) : ''; };

  const move = (from: number, to: number, refocus = false) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    onChange(next);
    const item = items[from];
    setAnnouncement(labels.moved(titleOf(item), to + 1, items.length));
    if (refocus) requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange(moveItem(items, indexOf(active.id), indexOf(over.id)));
  };

  // dnd-kit reports the picked-up item as over its own place at once; announcing that would cut off the pickup.
  const leftHome = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => { leftHome.current = false; return labels.pickedUp(titleAt(active.id), indexOf(active.id) + 1, items.length); },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !leftHome.current)) return undefined;
      leftHome.current = true;
      return labels.moved(titleAt(active.id), indexOf(over.id) + 1, items.length);
    },
    onDragEnd: ({ active, over }) => (over ? labels.dropped(titleAt(active.id), indexOf(over.id) + 1, items.length) : labels.cancelled(titleAt(active.id))),
    onDragCancel: ({ active }) => labels.cancelled(titleAt(active.id)),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.instructions } }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              title={titleOf(item)}
              labels={labels}
              first={index === 0}
              last={index === items.length - 1}
              handleRef={(el) => { handles.current.set(item.id, el); }}
              onMove={(by, refocus) => move(index, index + by, refocus)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className="haru-visually-hidden" aria-live="assertive">{announcement}</p>
    </DndContext>
  );
}

interface RowProps {
  id: string;
  title: string;
  labels: ReorderLabels;
  first: boolean;
  last: boolean;
  handleRef: (el: HTMLButtonElement | null) => void;
  onMove: (by: -1 | 1, refocus?: boolean) => void;
  children: ReactNode;
}

function SortableRow({ id, title, labels, first, last, handleRef, onMove, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id, attributes: { roleDescription: labels.roleDescription },
  });
  // Arrow keys on a handle that is not picked up move the item at once (the keyboard alternative kept from
  // before dnd-kit); while picked up, dnd-kit's keyboard sensor owns the arrows.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.defaultPrevented || isDragging) return;
    if (e.key === 'ArrowUp') { e.preventDefault(); onMove(-1, true); }
    if (e.key === 'ArrowDown') { e.preventDefault(); onMove(1, true); }
  };
  return (
    <li
      ref={setNodeRef}
      className={`${styles.item} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-id={id}
    >
      <button
        type="button"
        ref={(el) => { setActivatorNodeRef(el); handleRef(el); }}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={labels.handle(title)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.body}>{children}</div>
      <div className={styles.buttons}>
        <button type="button" className={styles.arrow} aria-label={labels.up(title)} disabled={first} onClick={() => onMove(-1)}>
          <span aria-hidden="true">▲</span>
        </button>
        <button type="button" className={styles.arrow} aria-label={labels.down(title)} disabled={last} onClick={() => onMove(1)}>
          <span aria-hidden="true">▼</span>
        </button>
      </div>
    </li>
  );
}
