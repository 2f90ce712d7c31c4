import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { addDays, formatDate, formatMonth, isCalendarDate, monthGrid, sameMonth, shiftMonth, todayInSeoul } from '@haru/dates';
import { pickerMessages } from '../messages/ko';
import { CalendarIcon } from './icons';
import { PickerField } from './picker-field';
import { Popover } from './popover';
import { usePopover } from './use-popover';
import styles from './picker.module.css';

/** SPEC.md section 9: the date picker opens upward under 450 px of room below. */
export const DATE_FLIP_PX = 450;
const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The field's names (from the caller's messages module); the control copy defaults to ui-kit's (`pickerMessages.date`). */
export type DatePickerLabels = { open: string; dialog: string } & Partial<typeof pickerMessages.date>;

export interface DatePickerProps {
  label: string;
  /** `YYYY-MM-DD`, or '' when empty (typed text passes through as it is). */
  value: string;
  onChange: (value: string) => void;
  labels: DatePickerLabels;
  /** Days before this are disabled, shortcuts included (a due date, an end date after its start). */
  minDate?: string;
  /** Days after this are disabled, shortcuts included (a report range ending today). */
  maxDate?: string;
  /** Today in Seoul; shortcuts count from it (a controlled clock in tests). */
  today?: string;
  error?: string;
  required?: boolean;
  /** The text input (a form library focuses it when the field is the first in error). */
  ref?: Ref<HTMLInputElement>;
}

/** A date field: type `YYYY-MM-DD`, or pick from shortcuts or a month grid (arrows move, PageUp/PageDown months). */
export function DatePicker({ label, value, onChange, labels: names, minDate, maxDate, today = todayInSeoul(), error, required, ref }: DatePickerProps) {
  const labels = { ...pickerMessages.date, ...names };
  const id = useId();
  const pop = usePopover(DATE_FLIP_PX);
  const valid = isCalendarDate(value) ? value : '';
  const [focused, setFocused] = useState(valid || today);
  const gridRef = useRef<HTMLDivElement>(null);
  const disabled = (day: string) => Boolean((minDate && day < minDate) || (maxDate && day > maxDate));

  const openPanel = () => {
    setFocused(valid || (minDate && today < minDate ? minDate : maxDate && today > maxDate ? maxDate : today));
    pop.show();
  };
  useEffect(() => {
    if (pop.open) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [pop.open, focused]);

  const pick = (day: string) => {
    if (disabled(day)) return;
    onChange(day);
    pop.close();
  };
  const onGridKey = (e: KeyboardEvent) => {
    const step = KEY_STEP[e.key];
    if (step !== undefined) setFocused((d) => addDays(d, step));
    else if (e.key === 'PageUp' || e.key === 'PageDown') setFocused((d) => moveMonth(d, e.key === 'PageUp' ? -1 : 1));
    else return;
    e.preventDefault();
  };
  const shortcuts: Array<[string, string]> = [[labels.today, today], [labels.tomorrow, addDays(today, 1)], [labels.nextWeek, addDays(today, 7)]];

  return (
    <PickerField
      id={id} label={label} required={required} readable={valid ? formatDate(valid) : null} error={error} pop={pop}
      input={{ ref, value, placeholder: 'YYYY-MM-DD', maxLength: 10, onChange: (e) => onChange(e.target.value.trim()) }}
      toggle={{ label: labels.open, icon: <CalendarIcon />, onClick: () => (pop.open ? pop.close(false) : openPanel()) }}
    >
      {pop.open && (
        <Popover id={`${id}-panel`} label={labels.dialog} placement={pop.placement}>
          <div className={styles.shortcuts}>
            {shortcuts.map(([name, day]) => (
              <button key={name} type="button" className={styles.chip} disabled={disabled(day)} onClick={() => pick(day)}>{name}</button>
            ))}
          </div>
          <div className={styles.monthBar}>
            <button type="button" className={styles.nav} aria-label={labels.prevMonth} onClick={() => setFocused((d) => moveMonth(d, -1))}>‹</button>
            <p className={styles.monthTitle} aria-live="polite">{formatMonth(focused)}</p>
            <button type="button" className={styles.nav} aria-label={labels.nextMonth} onClick={() => setFocused((d) => moveMonth(d, 1))}>›</button>
          </div>
          <div className={`${styles.grid} ${styles.days}`} role="group" aria-label={formatMonth(focused)} ref={gridRef}>
            {labels.weekdays.map((w, i) => <span key={w} aria-hidden="true" className={`${styles.weekday} ${i === 0 ? styles.sun : ''}`}>{w}</span>)}
            {monthGrid(focused).map((day) => (
              <button
                key={day}
                type="button"
                data-date={day}
                onKeyDown={onGridKey}
                className={[styles.option, sameMonth(day, focused) ? '' : styles.outside, day === today ? styles.today : ''].filter(Boolean).join(' ')}
                aria-pressed={day === valid}
                aria-current={day === today ? 'date' : undefined}
                aria-disabled={disabled(day) || undefined}
                aria-label={formatDate(day)}
                tabIndex={day === focused ? 0 : -1}
                onClick={() => pick(day)}
              >
                {Number(day.slice(8))}
              </button>
            ))}
          </div>
          <div className={styles.footer}>
            {valid ? <button type="button" className={styles.textButton} onClick={() => { onChange(''); pop.close(); }}>{labels.clear}</button> : <span />}
            <button type="button" className={styles.textButton} onClick={() => pop.close()}>{labels.close}</button>
          </div>
        </Popover>
      )}
    </PickerField>
  );
}

/** The same day of another month, clamped to its last day (Jan 31 → Feb 28). */
function moveMonth(day: string, delta: number): string {
  const first = shiftMonth(day, delta);
  const wanted = addDays(first, Number(day.slice(8)) - 1);
  return sameMonth(wanted, first) ? wanted : addDays(shiftMonth(first, 1), -1);
}
