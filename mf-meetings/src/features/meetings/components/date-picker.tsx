import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../messages/ko';
import { formatMeetingDate } from '../lib/format';
import { addDays, fromIso, monthGrid, monthOf, shiftMonth, todayInSeoul, type Month } from '../lib/calendar';
import { CalendarIcon } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './picker.module.css';

const t = messages.date;
/** SPEC.md section 9: the date-picker dropdown flips at 450 px. */
const FLIP_PX = 450;
const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DatePickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A date field: type YYYY-MM-DD, or pick a day from a month grid (arrow keys move, Enter picks). */
export function DatePicker({ label, value, onChange, error, required }: DatePickerProps) {
  const id = useId();
  const dd = useDropdown(FLIP_PX);
  const today = todayInSeoul();
  const valid = fromIso(value) ? value : '';
  const [focused, setFocused] = useState(valid || today);
  const [month, setMonth] = useState<Month>(monthOf(valid || today));
  const gridRef = useRef<HTMLDivElement>(null);

  const openPanel = () => {
    const start = valid || today;
    setFocused(start);
    setMonth(monthOf(start));
    dd.show();
  };
  useEffect(() => {
    if (dd.open) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [dd.open, focused, month]);

  const pick = (iso: string) => {
    onChange(iso);
    dd.close();
  };
  const move = (iso: string) => {
    setFocused(iso);
    setMonth(monthOf(iso));
  };
  const onGridKey = (e: KeyboardEvent) => {
    const step = KEY_STEP[e.key];
    if (step === undefined) return;
    e.preventDefault();
    move(addDays(focused, step));
  };

  return (
    <div className={styles.root} ref={dd.rootRef} role="presentation" onKeyDown={dd.onKeyDown} onBlur={dd.onBlur}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}{required && <span className={styles.required} aria-hidden="true">*</span>}
        </label>
        {valid && <span className={styles.readable}>{formatMeetingDate(valid)}</span>}
      </div>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          value={value}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
        <button
          ref={dd.toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={t.open}
          aria-haspopup="dialog"
          aria-expanded={dd.open}
          onClick={() => (dd.open ? dd.close(false) : openPanel())}
        >
          <CalendarIcon />
        </button>
      </div>
      {error && <p className={styles.error} id={`${id}-error`} role="alert">{error}</p>}
      {dd.open && (
        <div role="dialog" aria-label={t.dialog} data-placement={dd.upward ? 'top' : 'bottom'} className={`${styles.panel} ${dd.upward ? styles.up : styles.down}`}>
          <div className={styles.monthBar}>
            <button type="button" className={styles.nav} aria-label={t.prevMonth} onClick={() => setMonth((m) => shiftMonth(m, -1))}>‹</button>
            <p className={styles.monthTitle} aria-live="polite">{t.monthTitle(month.year, month.month)}</p>
            <button type="button" className={styles.nav} aria-label={t.nextMonth} onClick={() => setMonth((m) => shiftMonth(m, 1))}>›</button>
          </div>
          <div className={`${styles.grid} ${styles.days}`} role="group" aria-label={t.monthTitle(month.year, month.month)} ref={gridRef}>
            {t.weekdays.map((w, i) => <span key={w} aria-hidden="true" className={`${styles.weekday} ${i === 0 ? styles.sun : ''}`}>{w}</span>)}
            {monthGrid(month).map((iso) => (
              <DayButton key={iso} iso={iso} month={month} selected={iso === valid} today={iso === today} focusable={iso === focused} onPick={pick} onKeyDown={onGridKey} />
            ))}
          </div>
          <div className={styles.footer}>
            <button type="button" className={styles.textButton} onClick={() => pick(today)}>{t.today}</button>
            <button type="button" className={styles.textButton} onClick={() => dd.close()}>{t.close}</button>
          </div>
        </div>
      )}
    </div>
  );
}

interface DayButtonProps { iso: string; month: Month; selected: boolean; today: boolean; focusable: boolean; onPick: (iso: string) => void; onKeyDown: (e: KeyboardEvent) => void }

function DayButton({ iso, month, selected, today, focusable, onPick, onKeyDown }: DayButtonProps) {
  const inMonth = monthOf(iso).month === month.month;
  const classes = [styles.option, inMonth ? '' : styles.outside, today ? styles.today : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      data-date={iso}
      className={classes}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      aria-label={formatMeetingDate(iso)}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onPick(iso)}
      onKeyDown={onKeyDown}
    >
      {Number(iso.slice(8))}
    </button>
  );
}
