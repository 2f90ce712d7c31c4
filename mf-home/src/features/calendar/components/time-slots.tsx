import { memo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
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

/** The slot `y` px below the top of a day's hours lies in. */
export function slotAtY(y: number): string {
  return SLOTS[Math.min(SLOTS.length - 1, Math.max(0, Math.floor(y / SLOT_PX)))];
}

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
 * The empty half-hour slots under a day column's items. Not a button per slot (7 × 48 of them were drawn again at
 * every week switch): one layer per day takes the pointer and works out the slot from where it was clicked, and one
 * slot button of the whole grid (the column holding the Tab stop draws it) is the keyboard's cursor; arrow keys
 * move it, Enter opens the quick create at its day and time.
 */
export const TimeSlots = memo(function TimeSlots({ date, tabStop, onPick, onArrow }: Props) {
  const hover = useRef<HTMLSpanElement>(null);
  const offset = (e: MouseEvent<HTMLElement>) => e.clientY - e.currentTarget.getBoundingClientRect().top;
  // The hover mark follows the pointer slot by slot, written straight to its style: no render per mouse move.
  const onMouseMove = (e: MouseEvent<HTMLDivElement>) => {
    if (hover.current) hover.current.style.top = `${SLOTS.indexOf(slotAtY(offset(e))) * SLOT_PX}px`;
  };
  return (
    <>
      {/* The pointer's way in; the keyboard's is the slot button below. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.slots} data-slots={date} onClick={(e) => onPick(date, slotAtY(offset(e)))} onMouseMove={onMouseMove}>
        <span ref={hover} className={styles.slotHover} style={{ height: SLOT_PX }} />
      </div>
      {tabStop && <SlotButton date={date} time={tabStop} onPick={onPick} onArrow={onArrow} />}
    </>
  );
});

function SlotButton({ date, time, onPick, onArrow }: { date: string; time: string } & Pick<Props, 'onPick' | 'onArrow'>) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!ARROWS.has(e.key)) return;
    e.preventDefault();
    onArrow(date, time, e.key);
  };
  return (
    <button
      type="button" className={styles.slot} style={{ top: SLOTS.indexOf(time) * SLOT_PX, height: SLOT_PX }}
      data-slot={`${date}T${time}`} aria-label={m.slotLabel(formatShortDate(date), time)}
      onClick={() => onPick(date, time)} onKeyDown={onKeyDown}
    />
  );
}

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
