import type { ReactNode } from 'react';
import {
  DndContext, KeyboardCode, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { toClockTime } from '@haru/dates';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { HOUR_PX } from '../lib/time-layout';
import type { MoveTarget } from '../api/save-move';
import type { DropZone } from './drag-parts';

const m = messages.calendar;
const SNAP_MINUTES = 15;
const SNAP_PX = (HOUR_PX * SNAP_MINUTES) / 60;
const LAST_START = 24 * 60 - SNAP_MINUTES;

/** Arrow keys while dragging: a day left or right (one column), 15 minutes up or down. */
const byDayAndQuarter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const column = document.querySelector('[data-day]')?.getBoundingClientRect().width ?? 100;
  const step: Record<string, [number, number]> = {
    [KeyboardCode.Left]: [-column, 0], [KeyboardCode.Right]: [column, 0], [KeyboardCode.Up]: [0, -SNAP_PX], [KeyboardCode.Down]: [0, SNAP_PX],
  };
  const move = step[event.code];
  if (!move) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + move[0], y: currentCoordinates.y + move[1] };
};
/** The pointer's zone when there is a pointer; for the keyboard, the zone the dragged item overlaps most. */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

/** Where a drop lands: the day, and in the hours the time of the item's top edge, snapped to 15 minutes. */
export function dropTarget(zone: DropZone, itemTop: number, zoneTop: number): MoveTarget {
  if (zone.kind === 'day') return { date: zone.date, time: null };
  const minutes = Math.round(((itemTop - zoneTop) / SNAP_PX)) * SNAP_MINUTES;
  const clamped = Math.min(LAST_START, Math.max(0, minutes));
  return { date: zone.date, time: toClockTime(Math.floor(clamped / 60), clamped % 60) };
}

/** The click that ends a pointer drag on a link must not open it: swallowed until the drop has settled. */
const swallowClick = (e: MouseEvent) => e.preventDefault();
const guardClicks = () => window.addEventListener('click', swallowClick, { capture: true });
const releaseClicks = () => setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);

/** Drag and drop of to-dos and meetings in the time grid, with Korean screen-reader guidance. */
export function CalendarDnd({ onMove, children }: { onMove: (event: CalendarEvent, to: MoveTarget) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: byDayAndQuarter,
      keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] },
    }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    releaseClicks();
    const event = active.data.current?.event as CalendarEvent | undefined;
    const zone = over?.data.current as DropZone | undefined;
    if (!event || !zone) return;
    // Both edges read now, on screen: measured rects can be stale when the page or the hours scrolled meanwhile.
    const item = (active.data.current?.element as (() => HTMLElement | null) | undefined)?.()?.getBoundingClientRect().top;
    const column = document.querySelector(`[data-day="${zone.date}"]`)?.getBoundingClientRect().top;
    if (zone.kind === 'time' && (item === undefined || column === undefined)) return;
    onMove(event, dropTarget(zone, item ?? 0, column ?? 0));
  };
  const title = (active: { data: { current?: Record<string, unknown> } }) => (active.data.current?.event as CalendarEvent | undefined)?.title ?? '';
  const place = (over: { data: { current?: Record<string, unknown> } }) => {
    const zone = over.data.current as DropZone | undefined;
    return zone ? m.dropZone(zone.date, zone.kind === 'day') : '';
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={guardClicks}
      onDragEnd={onDragEnd}
      onDragCancel={releaseClicks}
      accessibility={{
        screenReaderInstructions: { draggable: m.dragInstructions },
        announcements: {
          onDragStart: ({ active }) => m.dragStart(title(active)),
          onDragOver: ({ over }) => (over ? m.dragOver(place(over)) : undefined),
          onDragEnd: ({ active, over }) => (over ? m.dragEnd(title(active), place(over)) : m.dragCancel),
          onDragCancel: () => m.dragCancel,
        },
      }}
    >
      {children}
    </DndContext>
  );
}
