import { flushSync } from 'react-dom';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { CalendarEvent } from '@haru/contracts';
import { seoulDate, seoulTime, weekday } from '@haru/dates';
import { messages } from '../../../messages/ko';
import { useNow } from '../../../shared/use-now';
import { GridNavigate, ProjectBar } from './drag-parts';
import { useNavigate } from '@haru/router';
import { AllDayCell, DayColumn } from './day-column';
import { FIRST_SLOT, slotAfter } from './time-slots';
import { HOUR_PX } from '../lib/time-layout';
import { weekBars } from '../lib/week-bars';
import { isSpan, type DayEvents } from '../lib/day-events';
import styles from './time-grid.module.css';

interface Props {
  days: string[];
  byDay: DayEvents;
  holidays: Map<string, string[]>;
  lunar?: Map<string, string>;
  selected: string | null;
  onSelect: (date: string) => void;
  /** arrow keys on a day's heading: the day before (-1) or after (+1) */
  onStep: (delta: number) => void;
  /** an empty half-hour slot clicked (or Enter on it): quick create at that day and time */
  onCreate: (date: string, time: string) => void;
}

const m = messages.calendar;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The grid opens scrolled to the working day. */
const FIRST_HOUR_SHOWN = 8;

/** Week and 3-day views: a heading per day, an all-day row (to-dos without a time, project and task bars), then 24 hours. */
export function TimeGrid({ days, byDay, holidays, lunar, selected, onSelect, onStep, onCreate }: Props) {
  const now = useNow(60_000);
  const today = seoulDate(now);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => { if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR_PX; }, []);
  const headings = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    // Keep the keyboard on the chosen day after the arrow keys moved it (possibly into the next period).
    // The period (in the URL) may follow a render after the day: wait for the day's heading.
    const heading = stepped.current ? headings.current?.querySelector<HTMLElement>(`[data-date="${selected}"]`) : null;
    if (!heading) return;
    stepped.current = false;
    heading.focus();
  }, [selected, days]);

  const projects = useMemo(() => {
    const all = new Map<string, CalendarEvent>();
    for (const d of days) for (const e of byDay.get(d) ?? []) if (isSpan(e)) all.set(e.id, e);
    return weekBars([...all.values()], days);
  }, [days, byDay]);
  const lanes = projects.reduce((n, b) => Math.max(n, b.lane + 1), 0);
  const tabStop = days.includes(selected ?? '') ? selected : days.includes(today) ? today : days[0];
  // One slot of the grid is in the Tab order: the last one used, else 09:00 of the chosen day (or today).
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const slotStop = slot && days.includes(slot.date) ? slot : { date: tabStop, time: FIRST_SLOT };
  // The slot button moves (or is drawn in another column) before it takes the focus: at once, not after the render,
  // so the quick create finds it focused and gives the focus back to it when it closes.
  const moveSlot = useCallback((next: { date: string; time: string }) => {
    flushSync(() => setSlot(next));
    scroller.current?.querySelector<HTMLElement>('[data-slot]')?.focus();
  }, []);
  const pick = useCallback((date: string, time: string) => { moveSlot({ date, time }); onCreate(date, time); }, [moveSlot, onCreate]);
  const arrow = useCallback((date: string, time: string, key: string) => moveSlot(slotAfter(days, date, time, key)), [days, moveSlot]);
  const navigate = useNavigate();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    stepped.current = true;
    onStep(e.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <div className={styles.grid} style={{ '--days': days.length } as CSSProperties} data-testid="time-grid">
      <GridNavigate.Provider value={navigate}>
      <div className={styles.headings} ref={headings}>
        <span />
        {/* Keyed by position, so the focus stays on a heading when the period changes under it (PageDown, T). */}
        {days.map((d, i) => {
          const names = holidays.get(d) ?? [];
          const tone = weekday(d) === 0 || names.length > 0 ? styles.red : weekday(d) === 6 ? styles.blue : '';
          return (
            <button
              key={i} type="button" data-date={d} tabIndex={d === tabStop ? 0 : -1}
              className={[styles.heading, tone, d === today ? styles.today : '', d === selected ? styles.selected : ''].join(' ')}
              aria-pressed={d === selected} aria-current={d === today ? 'date' : undefined}
              aria-label={m.dayLabel(Number(d.slice(8)), d, (byDay.get(d) ?? []).length, names.join(' '), lunar?.get(d) ?? '')}
              onClick={() => onSelect(d)} onKeyDown={onKeyDown}
            >
              <span className={styles.weekday}>{m.weekdays[weekday(d)]}</span>
              <span className={styles.dayNumber}>{Number(d.slice(8))}</span>
              {lunar?.get(d) && <span className={styles.lunar} data-testid="lunar-label">{lunar.get(d)}</span>}
              {names.length > 0 && <span className={styles.holiday} data-testid="holiday-name">{names.join(' · ')}</span>}
            </button>
          );
        })}
      </div>
      <div className={styles.allDay} style={{ '--lanes': lanes } as CSSProperties} data-testid="all-day">
        <span className={styles.allDayLabel}>{m.allDay}</span>
        {projects.map((bar) => (
          <ProjectBar key={bar.event.id} event={bar.event} style={{ gridColumn: `${bar.start + 2} / span ${bar.span}`, gridRow: bar.lane + 1 }} />
        ))}
        {/* Day cells and columns keyed by position: a period switch updates them in place instead of re-creating them. */}
        {days.map((d, i) => <AllDayCell key={i} date={d} events={byDay.get(d)} column={i} lanes={lanes} />)}
      </div>
      <div className={styles.scroller} ref={scroller}>
        <div className={styles.hours} style={{ height: 24 * HOUR_PX }}>
          <div className={styles.hourLabels}>{HOURS.map((h) => <span key={h} style={{ top: h * HOUR_PX }}>{m.hour(h)}</span>)}</div>
          {days.map((d, i) => (
            <DayColumn
              key={i} date={d} column={i} events={byDay.get(d)} nowTime={d === today ? seoulTime(now) : null}
              slotStop={slotStop.date === d ? slotStop.time : null} onPick={pick} onArrow={arrow}
            />
          ))}
        </div>
      </div>
      </GridNavigate.Provider>
    </div>
  );
}
