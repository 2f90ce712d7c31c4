import type { CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { dotsFor, isSpan, toneOf } from '../lib/day-events';
import type { WeekBar } from '../lib/week-bars';
import { cellAt } from './drag-parts';
import styles from './calendar.module.css';

const m = messages.calendar;
/** Lines of titles a wide cell shows before '+N 더보기', and rows of project bars above them. */
export const MAX_TITLES = 3;
export const MAX_LANES = 2;

/** A phone's cell body: up to three coloured dots and +N. */
export function DayDots({ list }: { list: CalendarEvent[] }) {
  const { dots, more } = dotsFor(list);
  return (
    <span className={styles.dots} aria-hidden="true">
      {dots.map((tone, i) => <span key={i} className={`${styles.dot} ${styles[tone]}`} data-tone={tone} />)}
      {more > 0 && <span className={styles.more}>{m.more(more)}</span>}
    </span>
  );
}

/**
 * A wide cell body: room for the week's project and task bars (drawn across the row by `ProjectBars`), then the day's
 * to-dos and meetings by title (a meeting's time first, a check on a completed to-do) and '+N 더보기'.
 */
export function DayTitles({ list, lanes, hiddenBars }: { list: CalendarEvent[]; lanes: number; hiddenBars: number }) {
  const items = list.filter((e) => !isSpan(e));
  const shown = items.slice(0, MAX_TITLES);
  const more = items.length - shown.length + hiddenBars;
  return (
    <span className={styles.titles} aria-hidden="true" style={{ '--lanes': lanes } as CSSProperties}>
      {/* By place, like the cells: a month switch updates a cell's chips instead of re-creating them. */}
      {shown.map((e, i) => <TitleChip key={i} event={e} />)}
      {more > 0 && <span className={styles.moreTitles} data-testid="cell-more">{m.moreTitles(more)}</span>}
    </span>
  );
}

/**
 * One title in a wide cell, dragged by the pointer to another day (a floating preview follows; the keyboard path is
 * the day list's link). It is part of the day's button, so a click without a drag still chooses the day.
 */
function TitleChip({ event }: { event: CalendarEvent }) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: `cell:${event.id}`, data: { event, preview: true }, disabled: Boolean(event.projected) || isSpan(event) });
  return (
    <span
      ref={setNodeRef} {...listeners}
      className={`${styles.chip} ${styles[`chip-${toneOf(event)}`]} ${isDragging ? styles.chipDragging : ''}`}
      data-testid="cell-title" data-tone={toneOf(event)}
    >
      {event.type === 'todo' && event.completed && <span className={styles.check}>✓</span>}
      {event.repeat && <span className={styles.check}>↻</span>}
      {event.time && <span className={styles.chipTime}>{event.time}</span>}
      <span className={styles.chipText}>{event.title}</span>
    </span>
  );
}

/**
 * The bars that start in one cell, drawn over the following cells of the row. A project's bar is dragged by the
 * mouse to another day (start and end shift by the days between the grabbed day and the drop day; the keyboard path
 * is the day list's entry); a click chooses the day under it. A task's bar takes no pointer: clicks reach the day.
 */
export function ProjectBars({ bars, row, onSelect }: { bars: WeekBar[]; row: number; onSelect: (date: string) => void }) {
  return bars.map((bar) => <MonthBar key={bar.event.id} bar={bar} row={row} onSelect={onSelect} />);
}

function MonthBar({ bar, row, onSelect }: { bar: WeekBar; row: number; onSelect: (date: string) => void }) {
  const { event } = bar;
  const movable = event.type === 'project';
  // One bar per week row: the row keeps the ids of a long project's bars apart.
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: `bar:${row}:${event.id}`, data: { event, preview: true }, disabled: !movable });
  return (
    <span
      ref={setNodeRef} {...(movable ? listeners : {})}
      aria-hidden="true"
      data-testid={event.type === 'task' ? 'task-bar' : 'project-bar'}
      data-span={bar.span}
      className={[
        styles.bar, event.type === 'task' ? styles.taskBar : '', movable ? styles.movableBar : '', isDragging ? styles.chipDragging : '',
        bar.continuesBefore ? styles.openStart : '', bar.continuesAfter ? styles.openEnd : '',
      ].join(' ')}
      style={{ '--span': bar.span, '--lane': bar.lane } as CSSProperties}
      onClick={movable ? (e) => { const date = cellAt(e.clientX, e.clientY); if (date) onSelect(date); } : undefined}
    >
      {event.type === 'task' ? m.taskOf(event.title, event.project_title ?? '') : event.title}
    </span>
  );
}
