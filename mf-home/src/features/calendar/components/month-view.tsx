import { useRef, type KeyboardEvent } from 'react';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { dotsFor } from '../lib/day-events';
import type { GridCell } from '../lib/month-grid';
import styles from './calendar.module.css';

interface Props {
  cells: GridCell[];
  byDay: Map<string, CalendarEvent[]>;
  holidays: Map<string, string[]>;
  /** '음 10.5' by date when the user turned lunar labels on (my page); empty otherwise */
  lunar?: Map<string, string>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}

const m = messages.calendar;
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The 6 × 7 grid; arrow keys move between days (one tab stop), Enter/Space select. */
export function MonthView({ cells, byDay, holidays, lunar, today, selected, onSelect }: Props) {
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
        {Array.from({ length: 6 }, (_, row) => (
          <tr key={row}>
            {cells.slice(row * 7, row * 7 + 7).map((cell, col) => {
              const index = row * 7 + col;
              const list = byDay.get(cell.date) ?? [];
              const names = holidays.get(cell.date) ?? [];
              const lunarLabel = lunar?.get(cell.date) ?? '';
              const { dots, more } = dotsFor(list);
              const red = cell.weekday === 0 || names.length > 0;
              const classes = [
                styles.cell,
                cell.inMonth ? '' : styles.outside,
                red ? styles.red : cell.weekday === 6 ? styles.blue : '',
                cell.date === today && cell.inMonth ? styles.today : '',
                cell.date === selected ? styles.selected : '',
              ].join(' ');
              return (
                <td key={cell.date} className={styles.td}>
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
                    <span className={styles.dayNumber}>{cell.day}</span>
                    {lunarLabel && <span className={lunarLabel.includes('윤') ? `${styles.lunar} ${styles.leap}` : styles.lunar} data-testid="lunar-label">{lunarLabel}</span>}
                    {names.length > 0 && <span className={styles.holiday} data-testid="holiday-name">{names.join(' · ')}</span>}
                    <span className={styles.dots} aria-hidden="true">
                      {dots.map((tone, i) => <span key={i} className={`${styles.dot} ${styles[tone]}`} data-tone={tone} />)}
                      {more > 0 && <span className={styles.more}>{m.more(more)}</span>}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
