import { useRef, useState, type ReactNode } from 'react';
import {
  DndContext, DragOverlay, KeyboardCode, KeyboardSensor, MouseSensor, pointerWithin, TouchSensor, rectIntersection, useSensor, useSensors,
  type CollisionDetection, type DndContextProps, type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { addDays, daysBetween, toClockTime } from '@haru/dates';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { HOUR_PX } from '../lib/time-layout';
import type { MoveTarget } from '../api/save-move';
import { cellAt, DragPreview, type DropZone } from './drag-parts';

const m = messages.calendar;
const SNAP_MINUTES = 15;
const SNAP_PX = (HOUR_PX * SNAP_MINUTES) / 60;
const LAST_START = 24 * 60 - SNAP_MINUTES;
/** How long a finger rests on an item before it is picked up. */
const TOUCH_HOLD_MS = 250;

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
const CELL_STEPS: Record<string, number> = { [KeyboardCode.Left]: -1, [KeyboardCode.Right]: 1, [KeyboardCode.Up]: -7, [KeyboardCode.Down]: 7 };
/**
 * The month cell a keyboard drag has reached. The keys decide it, not the overlap of rectangles: on a phone the
 * dragged link starts below the grid and the page scrolls, so measured rectangles are no safe guide. One drag at a time.
 */
export const keyboardCell: { date: string | null } = { date: null };
/**
 * Arrow keys while dragging in the month grid: the cell a day (← →) or a week (↑ ↓) away; the item is drawn there.
 * The first step counts from the item's `from` (the day list's day: a project's entry is on each day it spans), else its date.
 */
export const byCell: KeyboardCoordinateGetter = (event, { context }) => {
  const delta = CELL_STEPS[event.code];
  if (delta === undefined) return undefined;
  event.preventDefault();
  const data = context.active?.data.current;
  const from = keyboardCell.date ?? (data?.from as string | undefined) ?? (data?.event as CalendarEvent | undefined)?.date;
  const next = from ? addDays(from, delta) : null;
  const cell = next ? context.droppableRects.get(`month:${next}`) : undefined;
  if (!cell) return undefined;
  keyboardCell.date = next;
  return { x: cell.left + 4, y: cell.top + 4 };
};
/**
 * The pointer's zone when there is a pointer; for the keyboard, the month cell the keys reached, else (the time
 * grid) the zone the dragged item overlaps most.
 */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const cell = keyboardCell.date ? args.droppableContainers.find((c) => c.id === `month:${keyboardCell.date}`) : undefined;
  return cell ? [{ id: cell.id, data: { droppableContainer: cell, value: 1 } }] : rectIntersection(args);
};

/**
 * Where a drop lands: the day, and in the hours the time of the item's top edge, snapped to 15 minutes; a month
 * cell keeps the item's own time.
 */
export function dropTarget(zone: DropZone, itemTop: number, zoneTop: number, event?: CalendarEvent): MoveTarget {
  if (zone.kind === 'month') return { date: zone.date, time: event?.time ?? null };
  if (zone.kind === 'day') return { date: zone.date, time: null };
  const minutes = Math.round(((itemTop - zoneTop) / SNAP_PX)) * SNAP_MINUTES;
  const clamped = Math.min(LAST_START, Math.max(0, minutes));
  return { date: zone.date, time: toClockTime(Math.floor(clamped / 60), clamped % 60) };
}

/**
 * The sensors' options, made once: `useSensor` keeps its sensor while its options are the same object, and new
 * sensors give every draggable item a new drag context (each of a week's ~250 items drawn again at every render).
 */
const MOUSE = { activationConstraint: { distance: 6 } };
// A finger picks an item up after a short hold; moving sooner is a swipe and scrolls the page or the hours.
const TOUCH = { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: 6 } };
const KEY_CODES = { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] };
const KEYBOARD = {
  month: { coordinateGetter: byCell, keyboardCodes: KEY_CODES },
  hours: { coordinateGetter: byDayAndQuarter, keyboardCodes: KEY_CODES },
};

type Described = { data: { current?: Record<string, unknown> } };
const title = (active: Described) => (active.data.current?.event as CalendarEvent | undefined)?.title ?? '';
const place = (over: Described) => {
  const zone = over.data.current as DropZone | undefined;
  return zone ? m.dropZone(zone.date, zone.kind === 'day') : '';
};
/** Korean screen-reader guidance (one object: the drag context's live region is not drawn again at each render). */
const ACCESSIBILITY: DndContextProps['accessibility'] = {
  screenReaderInstructions: { draggable: m.dragInstructions },
  announcements: {
    onDragStart: ({ active }) => m.dragStart(title(active)),
    onDragOver: ({ over }) => (over ? m.dragOver(place(over)) : undefined),
    onDragEnd: ({ active, over }) => (over ? m.dragEnd(title(active), place(over)) : m.dragCancel),
    onDragCancel: () => m.dragCancel,
  },
};

/** The click that ends a pointer drag on a link must not open it: swallowed until the drop has settled. */
const swallowClick = (e: MouseEvent) => e.preventDefault();
const guardClicks = () => window.addEventListener('click', swallowClick, { capture: true });
const releaseClicks = () => setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);

interface Props {
  onMove: (event: CalendarEvent, to: MoveTarget) => void;
  /** what the arrow keys step through while dragging: the time grid's columns and quarters, or the month's cells */
  keyboard: 'hours' | 'month';
  children: ReactNode;
}

/**
 * Drag and drop of to-dos and meetings (the time grid's items, the month cells' titles, the day list's links) and of
 * projects (the week's bars, the month's bars, the day list's entries: by whole days, keeping their length), with
 * Korean screen-reader guidance. Month drags show a floating preview: the source stays in its cell.
 */
export function CalendarDnd({ onMove, keyboard, children }: Props) {
  const [preview, setPreview] = useState<CalendarEvent | null>(null);
  // The day a month drag picked its item up by: the cell under the pointer, or for the keys the item's day.
  const grabbed = useRef<string | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD[keyboard]),
  );
  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    keyboardCell.date = null;
    const data = active.data.current;
    const pointer = activatorEvent instanceof MouseEvent ? activatorEvent : null;
    grabbed.current = (pointer && cellAt(pointer.clientX, pointer.clientY)) ?? (data?.from as string | undefined) ?? (data?.event as CalendarEvent | undefined)?.date ?? null;
    guardClicks();
    setPreview(active.data.current?.preview ? (active.data.current.event as CalendarEvent) : null);
  };
  const onDragCancel = () => {
    keyboardCell.date = null;
    releaseClicks();
    setPreview(null);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    onDragCancel();
    const event = active.data.current?.event as CalendarEvent | undefined;
    const zone = over?.data.current as DropZone | undefined;
    if (!event || !zone) return;
    if (event.type === 'project') {
      // A month cell: the days from the grabbed day to the drop day; the week's row: the whole columns travelled.
      const column = document.querySelector('[data-day]')?.getBoundingClientRect().width;
      const shift = zone.kind === 'month' ? (grabbed.current ? daysBetween(grabbed.current, zone.date) : null) : column ? Math.round(delta.x / column) : null;
      if (shift !== null) onMove(event, { date: addDays(event.date, shift), time: null });
      return;
    }
    // Both edges read now, on screen: measured rects can be stale when the page or the hours scrolled meanwhile.
    const item = (active.data.current?.element as (() => HTMLElement | null) | undefined)?.()?.getBoundingClientRect().top;
    const column = document.querySelector(`[data-day="${zone.date}"]`)?.getBoundingClientRect().top;
    if (zone.kind === 'time' && (item === undefined || column === undefined)) return;
    onMove(event, dropTarget(zone, item ?? 0, column ?? 0, event));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={ACCESSIBILITY}
    >
      {children}
      <DragOverlay dropAnimation={null}>{preview && <DragPreview event={preview} />}</DragOverlay>
    </DndContext>
  );
}
