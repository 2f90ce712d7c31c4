import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../messages/ko';
import { addDays, formatDate, formatMonth, monthGrid, monthOf, shiftMonth } from '../lib/dates';
import { choosePlacement } from '../lib/placement';
import styles from './date-picker.module.css';

interface DatePickerProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Today in Seoul (`YYYY-MM-DD`); shortcuts count from it. */
  today: string;
  /** Days before this are disabled (the add form passes today). */
  minDate?: string;
  error?: string;
}

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function DatePicker({ label, value, onChange, today, minDate, error }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<'up' | 'down'>('down');
  const [focusDay, setFocusDay] = useState(value ?? today);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const month = monthOf(focusDay);

  const show = () => {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (rect) setPlacement(choosePlacement(window.innerHeight - rect.bottom, rect.top));
    setFocusDay(value ?? today);
    setOpen(true);
  };
  const hide = (refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const pick = (day: string | null) => {
    onChange(day);
    hide();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [open, focusDay]);

  const isDisabled = (day: string) => Boolean(minDate && day < minDate);
  const onGridKey = (e: KeyboardEvent) => {
    const step = ARROWS[e.key];
    if (step === undefined) return;
    e.preventDefault();
    setFocusDay((d) => addDays(d, step));
  };

  return (
    <div className={styles.root} ref={rootRef} role="presentation" onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); hide(); } }}>
      <span className={styles.label} id={`${id}-label`}>{label}</span>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-invalid={error ? true : undefined}
        onClick={() => (open ? hide() : show())}
      >
        <span id={`${id}-value`}>{value ? formatDate(value) : messages.picker.placeholder}</span>
        <span aria-hidden="true" className={styles.caret}>{open ? '▲' : '▼'}</span>
      </button>
      {error && <p className={styles.error} id={`${id}-error`} role="alert">{error}</p>}
      {open && (
        <div className={styles.popover} data-placement={placement} role="dialog" aria-label={messages.picker.dialog}>
          <div className={styles.shortcuts}>
            <button type="button" onClick={() => pick(today)}>{messages.picker.today}</button>
            <button type="button" onClick={() => pick(addDays(today, 1))}>{messages.picker.tomorrow}</button>
            <button type="button" onClick={() => pick(addDays(today, 7))}>{messages.picker.nextWeek}</button>
            {value && <button type="button" onClick={() => pick(null)}>{messages.picker.clear}</button>}
          </div>
          <div className={styles.monthBar}>
            <button type="button" aria-label={messages.picker.prevMonth} onClick={() => setFocusDay(shiftMonth(month, -1))}>‹</button>
            <span aria-live="polite">{formatMonth(month)}</span>
            <button type="button" aria-label={messages.picker.nextMonth} onClick={() => setFocusDay(shiftMonth(month, 1))}>›</button>
          </div>
          <div className={styles.weekdays} aria-hidden="true">
            {messages.picker.weekdays.map((w) => <span key={w}>{w}</span>)}
          </div>
          <div className={styles.grid} ref={gridRef} role="presentation" onKeyDown={onGridKey}>
            {monthGrid(month).map((day) => (
              <button
                key={day}
                type="button"
                data-day={day}
                className={styles.day}
                data-outside={day.slice(0, 7) !== month.slice(0, 7) || undefined}
                data-today={day === today || undefined}
                aria-pressed={day === value}
                aria-label={formatDate(day)}
                tabIndex={day === focusDay ? 0 : -1}
                disabled={isDisabled(day)}
                onClick={() => pick(day)}
              >
                {Number(day.slice(8))}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
