import { createContext, memo, useCallback, useContext, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { linkOf, toneOf } from '../lib/day-events';
import type { PlacedEvent } from '../lib/time-layout';
import { RepeatMark } from './repeat-mark';
import styles from './time-grid.module.css';

const m = messages.calendar;
/**
 * The time grid's links are plain anchors followed through the navigate function the grid provides once: a
 * react-router Link per item cost its hooks on each of a busy week's ~500 items at every switch. A click a drag
 * swallowed (default prevented), a modified click or another button is left to the browser (a new tab).
 */
export const GridNavigate = createContext<((to: string) => void) | null>(null);
function useFollow(): (e: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useContext(GridNavigate);
  return (e) => {
    if (!navigate || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(e.currentTarget.getAttribute('href') ?? '/');
  };
}

/** A plain link followed through the provided navigate (the day list's entries that cannot be moved from it). */
export function FollowLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const follow = useFollow();
  return <a href={href} className={className} onClick={follow}>{children}</a>;
}

/** What a drop zone is: a day's hours (the drop point gives the time), its all-day row, or a month cell. */
export interface DropZone { date: string; kind: 'time' | 'day' | 'month' }

/**
 * A to-do or meeting in the time grid: a link to its screen that can be dragged (pointer, or Space then arrows).
 * A repeating to-do's upcoming occurrence (`projected`) only links to the series' to-do: it is not moved alone.
 */
export const EventItem = memo(function EventItem({ event, placed }: { event: CalendarEvent; placed?: PlacedEvent }) {
  const timed = placed !== undefined;
  const movable = event.type !== 'project' && !event.projected;
  const follow = useFollow();
  const node = useRef<HTMLAnchorElement | null>(null);
  // `element` lets the drop read where the item really is on screen (scrolling during a drag included).
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: event.id, data: { event, element: () => node.current }, disabled: !movable });
  // One ref callback for the element's life: a new one each render is detached and attached again at every commit.
  const ref = useCallback((el: HTMLAnchorElement | null) => { node.current = el; setNodeRef(el); }, [setNodeRef]);
  const tone = toneOf(event);
  return (
    <a
      ref={ref}
      href={linkOf(event)} onClick={follow}
      {...(movable ? { ...attributes, ...listeners, role: undefined, 'aria-roledescription': m.draggable, 'aria-describedby': attributes['aria-describedby'] } : {})}
      className={`${styles.event} ${styles[tone]} ${timed ? styles.timed : ''} ${isDragging ? styles.dragging : ''}`}
      style={{ ...(placed ? placeStyle(placed) : undefined), transform: CSS.Translate.toString(transform) }}
      data-testid={timed ? 'timed-event' : 'all-day-event'}
      data-tone={tone}
      data-projected={event.projected || undefined}
    >
      {event.type === 'todo' && event.completed && <span aria-label={m.completed}>✓ </span>}
      <RepeatMark event={event} />
      {event.time && <span className={styles.time}>{event.time} </span>}
      {event.title}
    </a>
  );
});

/** A timed item's place in its day column: its start and length, side by side with the items it overlaps. */
const placeStyle = (p: PlacedEvent): CSSProperties => ({ top: p.top, height: p.height, left: `${(p.column / p.columns) * 100}%`, width: `${100 / p.columns}%` });

/**
 * A project's or WBS task's bar in the week's all-day row, a link to it. A project's bar can be dragged (pointer, or
 * Space then ← →) by whole days; start and end move together (`CalendarDnd` counts the columns it travelled).
 */
export function ProjectBar({ event, style }: { event: CalendarEvent; style: CSSProperties }) {
  const node = useRef<HTMLAnchorElement | null>(null);
  const task = event.type === 'task';
  const follow = useFollow();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: event.id, data: { event, element: () => node.current }, disabled: task });
  return (
    <a
      ref={(el) => { node.current = el; setNodeRef(el); }}
      href={linkOf(event)} onClick={follow}
      {...(task ? {} : { ...attributes, ...listeners, role: undefined, 'aria-roledescription': m.draggableProject })}
      className={`${styles.bar} ${task ? styles.taskBar : ''} ${isDragging ? styles.dragging : ''}`}
      style={{ ...style, transform: CSS.Translate.toString(transform) }}
      data-testid={task ? 'task-bar' : 'project-bar'}
    >
      {task ? m.taskOf(event.title, event.project_title ?? '') : event.title}
    </a>
  );
}

/**
 * A drop zone: one day's column of hours, or its cell in the all-day row. Registered under its column's place, not
 * its date: a period switch updates the zone's day (its data) without the drag context registering the week's zones
 * again and measuring them.
 */
export function DropArea({ zone, column, className, style, children }: { zone: DropZone; column: number; className: string; style?: CSSProperties; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${zone.kind}#${column}`, data: zone });
  return (
    <div ref={setNodeRef} className={`${className} ${isOver ? styles.over : ''}`} style={style} data-day={zone.kind === 'time' ? zone.date : undefined} data-all-day={zone.kind === 'day' ? zone.date : undefined} data-over={isOver || undefined}>
      {children}
    </div>
  );
}

/** A month cell as a drop zone: the item keeps its time. `data-over` tells the pointer is over it. */
export function DropCell({ date, className, children }: { date: string; className: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `month:${date}`, data: { date, kind: 'month' } satisfies DropZone });
  return (
    <td ref={setNodeRef} className={className} data-drop-date={date} data-over={isOver || undefined}>
      {children}
    </td>
  );
}

/** The month cell's date under a point of the screen (a bar spans several cells: the day it was grabbed by). */
export function cellAt(x: number, y: number): string | null {
  for (const cell of document.querySelectorAll<HTMLElement>('[data-drop-date]')) {
    const r = cell.getBoundingClientRect();
    if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) return cell.dataset.dropDate ?? null;
  }
  return null;
}

/** What follows the pointer (or the arrow keys) in a month drag. */
export function DragPreview({ event }: { event: CalendarEvent }) {
  return (
    <span className={`${styles.event} ${styles[toneOf(event)]} ${styles.preview}`} data-testid="drag-preview">
      {event.time && <span className={styles.time}>{event.time} </span>}
      {event.title}
    </span>
  );
}
