import { useRef, useState, type ReactNode } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCenter, pointerWithin, useSensor, useSensors,
  type Active, type Announcements, type CollisionDetection, type DragEndEvent, type KeyboardCoordinateGetter, type Over,
} from '@dnd-kit/core';
import { TODO_STATUSES, type TodoStatus } from '@haru/contracts/src/todo-values';
import { messages } from '../../../messages/ko';
import styles from './kanban.module.css';

/** What a dragged card carries (`useDraggable` data). */
export interface CardDragData { title: string; status: TodoStatus }

const m = messages.list;
const cardOf = (active: Active | null) => active?.data.current as CardDragData | undefined;
const statusOf = (over: Over | null) => over?.id as TodoStatus | undefined;

/** Left/right arrows take a picked-up card to the neighbouring column, in status order. */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const from = statusOf(context.over) ?? cardOf(context.active)?.status;
  const to = step && from ? TODO_STATUSES[TODO_STATUSES.indexOf(from) + step] : undefined;
  const column = to ? context.droppableRects.get(to) : undefined;
  if (!column) return undefined;
  const width = context.collisionRect?.width ?? 0;
  return { x: column.left + (column.width - width) / 2, y: Math.max(column.top, Math.min(currentCoordinates.y, column.bottom - 1)) };
};

/** The pointer decides the column for a mouse or touch drag; the keyboard has no pointer, so the nearest column does. */
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/**
 * Drag and drop for the kanban board (dnd-kit): pointer drags on a card, or its handle with the keyboard (Space to
 * pick up, ←/→ between columns, Space to drop, Esc to cancel), each step announced in Korean. Dropping a card on
 * another column calls `onStatus`.
 */
export function KanbanDnd({ onStatus, children }: { onStatus: (id: string, status: TodoStatus) => void; children: ReactNode }) {
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const leftHome = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(active);
    const to = statusOf(over);
    if (card && to && to !== card.status) onStatus(String(active.id), to);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      leftHome.current = false;
      const card = cardOf(active);
      return card && m.dragPickedUp(card.title, messages.status[card.status]);
    },
    // dnd-kit reports the card over its own column at once; announcing that would cut off the pickup.
    onDragOver: ({ active, over }) => {
      const card = cardOf(active);
      const to = statusOf(over);
      if (!card || !to || (to === card.status && !leftHome.current)) return undefined;
      leftHome.current = true;
      return m.dragOver(card.title, messages.status[to]);
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active);
      const to = statusOf(over);
      if (!card) return undefined;
      if (!to) return m.dragCancelled(card.title);
      return to === card.status ? m.dragStayed(card.title, messages.status[to]) : m.movedTo(card.title, messages.status[to]);
    },
    onDragCancel: ({ active }) => { const card = cardOf(active); return card && m.dragCancelled(card.title); },
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={({ active }) => setDragged(cardOf(active) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dragInstructions } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && <div className={`${styles.card} ${styles.overlay}`} aria-hidden="true"><strong>{dragged.title}</strong></div>}
      </DragOverlay>
    </DndContext>
  );
}
