import { memo, type KeyboardEvent } from 'react';
import { formatShortDate, toClockTime } from '@haru/dates';
import { messages } from '../../../messages/ko';
import { HOUR_PX } from '../lib/time-layout';
import styles from './time-grid.module.css';

const m = messages.calendar;
/** A day's hours cut into half-hour slots: what a click (or Enter) in an empty place of the grid creates at. */
export const SLOT_MINUTES = 30;
const SLOTS = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => toClockTime(Math.floor((i * SLOT_MINUTES) / 60), (i * SLOT_MINUTES) % 60));
const SLOT_PX = (HOUR_PX * SLOT_MINUTES) / 60;
/** The slot a day column offers to the Tab key before any was chosen. */
export const FIRST_SLOT = '09:00';

interface Props {
  date: string;
  /** the slot that takes the Tab stop in this column, or null when another column has it */
  tabStop: string | null;
  onPick: (date: string, time: string) => void;
  /** arrow keys: another slot of this day (±1 = half an hour) or another day (±1 column) */
  onArrow: (date: string, time: string, key: string) => void;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The empty half-hour slots under a day column's items: buttons that open the quick create at that day and time.
 * One slot of the grid is in the Tab order; arrow keys move between slots.
 */
export const TimeSlots = memo(function TimeSlots({ date, tabStop, onPick, onArrow }: Props) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, time: string) => {
    if (!ARROWS.has(e.key)) return;
    e.preventDefault();
    onArrow(date, time, e.key);
  };
  const day = formatShortDate(date);
  return SLOTS.map((time, i) => (
    <button
      key={time} type="button" className={styles.slot} style={{ top: i * SLOT_PX, height: SLOT_PX }}
      data-slot={`${date}T${time}`} tabIndex={time === tabStop ? 0 : -1} aria-label={m.slotLabel(day, time)}
      onClick={() => onPick(date, time)} onKeyDown={(e) => onKeyDown(e, time)}
    />
  ));
});

/** The slot an arrow key leads to: half an hour up/down within the day, the same time on the day before/after. */
export function slotAfter(days: readonly string[], date: string, time: string, key: string): { date: string; time: string } {
  const index = SLOTS.indexOf(time);
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const next = Math.min(SLOTS.length - 1, Math.max(0, index + (key === 'ArrowUp' ? -1 : 1)));
    return { date, time: SLOTS[next] };
  }
  const column = Math.min(days.length - 1, Math.max(0, days.indexOf(date) + (key === 'ArrowLeft' ? -1 : 1)));
  return { date: days[column], time };
}
