import { useMemo, useRef, type KeyboardEvent } from 'react';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import type { GridCell } from '../lib/month-grid';
import { weekBars, type WeekBar } from '../lib/week-bars';
import { isSpan, type DayEvents } from '../lib/day-events';
import { DayDots, DayTitles, MAX_LANES, ProjectBars } from './month-cell';
import { DropCell } from './drag-parts';
import styles from './calendar.module.css';

interface Props {
  cells: GridCell[];
  byDay: DayEvents;
  holidays: Map<string, string[]>;
  /** '음 10.5' by date when the user turned lunar labels on (my page); empty otherwise */
  lunar?: Map<string, string>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** wide screens (≥ 1024 px): titles and project bars instead of dots */
  detailed?: boolean;
}

const m = messages.calendar;
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Each week row's project and task bars (only what the detailed grid draws). */
function rowBars(cells: GridCell[], byDay: DayEvents): WeekBar[][] {
  return Array.from({ length: 6 }, (_, row) => {
    const week = cells.slice(row * 7, row * 7 + 7).map((c) => c.date);
    const projects = new Map<string, CalendarEvent>();
    for (const date of week) for (const e of byDay.get(date) ?? []) if (isSpan(e)) projects.set(e.id, e);
    return weekBars([...projects.values()], week);
  });
}

/** The 6 × 7 grid; arrow keys move between days (one tab stop), Enter/Space select. */
export function MonthView({ cells, byDay, holidays, lunar, today, selected, onSelect, detailed = false }: Props) {
  const bars = useMemo(() => (detailed ? rowBars(cells, byDay) : []), [detailed, cells, byDay]);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabStop = [selected, today].map((d) => cells.findIndex((c) => c.date === d && c.inMonth)).find((i) => i >= 0)
    ?? cells.findIndex((c) => c.inMonth);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = MOVES[e.key];
    if (delta === undefined) return;
    const next = index + delta;
    if (next < 0 || next >= cells.length) return;
    e.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <table className={styles.grid} aria-label={m.grid}>
      <thead>
        <tr>
          {m.weekdays.map((w, i) => (
            <th key={w} scope="col" className={i === 0 ? styles.sun : i === 6 ? styles.sat : undefined}>{w}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 6 }, (_, row) => {
          const shownBars = (bars[row] ?? []).filter((b) => b.lane < MAX_LANES);
          const lanes = shownBars.reduce((n, b) => Math.max(n, b.lane + 1), 0);
          return (
          <tr key={row}>
            {cells.slice(row * 7, row * 7 + 7).map((cell, col) => {
              const index = row * 7 + col;
              const list = byDay.get(cell.date) ?? [];
              const names = holidays.get(cell.date) ?? [];
              const lunarLabel = lunar?.get(cell.date) ?? '';
              const hiddenBars = (bars[row] ?? []).filter((b) => b.lane >= MAX_LANES && b.start <= col && col < b.start + b.span).length;
              const holidayName = names.length > 0 && <span className={styles.holiday} data-testid="holiday-name">{names.join(' · ')}</span>;
              const red = cell.weekday === 0 || names.length > 0;
              const classes = [
                styles.cell,
                cell.inMonth ? '' : styles.outside,
                red ? styles.red : cell.weekday === 6 ? styles.blue : '',
                cell.date === today && cell.inMonth ? styles.today : '',
                cell.date === selected ? styles.selected : '',
              ].join(' ');
              return (
                // Keyed by position: the focused day keeps the focus when the month changes under it (PageDown, T).
                <DropCell key={col} date={cell.date} className={detailed ? `${styles.td} ${styles.wideTd}` : styles.td}>
                  {detailed && <ProjectBars bars={shownBars.filter((b) => b.start === col)} row={row} onSelect={onSelect} />}
                  <button
                    ref={(el) => { buttons.current[index] = el; }}
                    type="button"
                    className={classes}
                    tabIndex={index === tabStop ? 0 : -1}
                    aria-pressed={cell.date === selected}
                    aria-current={cell.date === today ? 'date' : undefined}
                    aria-label={m.dayLabel(cell.day, cell.date, list.length, names.join(' '), lunarLabel)}
                    data-date={cell.date}
                    onClick={() => onSelect(cell.date)}
                    onKeyDown={(e) => onKeyDown(e, index)}
                  >
                    <span className={styles.dayHead}>
                      <span className={styles.dayNumber}>{cell.day}</span>
                      {lunarLabel && <span className={lunarLabel.includes('윤') ? `${styles.lunar} ${styles.leap}` : styles.lunar} data-testid="lunar-label">{lunarLabel}</span>}
                      {detailed && holidayName}
                    </span>
                    {!detailed && holidayName}
                    {detailed ? <DayTitles list={list} lanes={lanes} hiddenBars={hiddenBars} /> : <DayDots list={list} />}
                  </button>
                </DropCell>
              );
            })}
          </tr>
          );
        })}
      </tbody>
    </table>
  );
}
