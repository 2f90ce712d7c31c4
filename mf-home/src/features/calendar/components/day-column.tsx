import { memo, useMemo } from 'react';
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
export const DayColumn = memo(function DayColumn({ date, events = NO_EVENTS, nowTime, slotStop, onPick, onArrow }: ColumnProps) {
  const placed = useMemo(() => placeDay(events), [events]);
  return (
    <DropArea zone={{ date, kind: 'time' }} className={styles.column}>
      <TimeSlots date={date} tabStop={slotStop} onPick={onPick} onArrow={onArrow} />
      {placed.map((p) => <EventItem key={p.event.id} event={p.event} placed={p} />)}
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

/** One day's cell of the all-day row: its to-dos without a time, under the lanes of project and task bars. */
export const AllDayCell = memo(function AllDayCell({ date, events = NO_EVENTS, column, lanes }: AllDayProps) {
  const todos = useMemo(() => events.filter((e) => e.type === 'todo' && !e.time), [events]);
  return (
    <DropArea zone={{ date, kind: 'day' }} className={styles.allDayCell} style={{ gridColumn: column + 2, gridRow: `1 / span ${lanes + 1}` }}>
      <span className={styles.allDaySpacer} />
      {todos.map((e) => <EventItem key={e.id} event={e} />)}
    </DropArea>
  );
});
