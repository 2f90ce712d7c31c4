import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { DropArea, EventItem } from './drag-parts';
import { TimeSlots } from './time-slots';
import { minutesOf, placeDay, pxOf } from '../lib/time-layout';
import styles from './time-grid.module.css';

const m = messages.calendar;
const NO_EVENTS: CalendarEvent[] = [];

interface ColumnProps {
  date: string;
  /** the column's place in the period (0 = its first day) */
  column?: number;
  events: CalendarEvent[] | undefined;
  /** the current time ('HH:MM') when this column is today: the now line; else null */
  nowTime: string | null;
  slotStop: string | null;
  onPick: (date: string, time: string) => void;
  onArrow: (date: string, time: string, key: string) => void;
}

/**
 * One day's hours: the empty half-hour slots, the timed to-dos and meetings placed side by side, the now line.
 * Drawn again only when its own day, items or slot stop change (a week switch inside the month re-renders the page).
 */
export const DayColumn = memo(function DayColumn({ date, column = 0, events = NO_EVENTS, nowTime, slotStop, onPick, onArrow }: ColumnProps) {
  const placed = useMemo(() => placeDay(events), [events]);
  return (
    <DropArea zone={{ date, kind: 'time' }} column={column} className={styles.column}>
      <TimeSlots date={date} tabStop={slotStop} onPick={onPick} onArrow={onArrow} />
      {/* Keyed by place in the day's order, not by id: the next period's items update these elements instead of
          unmounting ~250 and mounting as many (each with its drag registration) at every week switch. */}
      {placed.map((p, i) => <EventItem key={i} event={p.event} placed={p} />)}
      {nowTime && <span className={styles.now} data-testid="now-line" style={{ top: pxOf(minutesOf(nowTime)) }} aria-label={m.nowLine(nowTime)} role="img" />}
    </DropArea>
  );
});

interface AllDayProps {
  date: string;
  events: CalendarEvent[] | undefined;
  column: number;
  lanes: number;
}

/** To-dos without a time an all-day cell shows before '+N 더보기' (like the month's cells). */
export const MAX_ALL_DAY = 3;

/**
 * One day's cell of the all-day row: its to-dos without a time, under the lanes of project and task bars. A long
 * list shows its first three and '+N 더보기', which opens the whole list in the cell (each item stays a draggable link);
 * the next period starts folded again.
 */
export const AllDayCell = memo(function AllDayCell({ date, events = NO_EVENTS, column, lanes }: AllDayProps) {
  const todos = useMemo(() => events.filter((e) => e.type === 'todo' && !e.time), [events]);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const shown = openDate === date ? todos : todos.slice(0, MAX_ALL_DAY);
  const more = todos.length - shown.length;
  // The button goes away once pressed: the keyboard carries on at the first item it revealed.
  const cell = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (openDate === date) cell.current?.querySelectorAll<HTMLElement>('[data-testid="all-day-event"]')[MAX_ALL_DAY]?.focus();
  }, [openDate, date]);
  return (
    <DropArea zone={{ date, kind: 'day' }} column={column} className={styles.allDayCell} style={{ gridColumn: column + 2, gridRow: `1 / span ${lanes + 1}` }}>
      <span className={styles.allDaySpacer} />
      {shown.map((e, i) => <EventItem key={i} event={e} />)}
      {more > 0 && (
        <button type="button" className={styles.allDayMore} data-testid="all-day-more" aria-expanded={false} onClick={(e) => { cell.current = e.currentTarget.parentElement; setOpenDate(date); }}>
          {m.moreTitles(more)}
        </button>
      )}
    </DropArea>
  );
});
