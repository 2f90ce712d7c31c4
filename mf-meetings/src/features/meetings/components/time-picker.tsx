import { useEffect, useId, useRef } from 'react';
import { MEETING_LIMITS } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatMeetingTime } from '../lib/format';
import { HOURS, MINUTES, nowRounded, parseTime, toTime } from '../lib/time';
import { ClockIcon } from './icons';
import { useDropdown } from './use-dropdown';
import styles from './picker.module.css';

const t = messages.time;

interface TimePickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** For tests: the clock behind the "now" shortcut. */
  now?: () => Date;
}

/** A time field: type HH:MM, or pick an hour (0–23) and a minute (5-minute steps), or a shortcut. */
export function TimePicker({ label, value, onChange, error, required, now = () => new Date() }: TimePickerProps) {
  const id = useId();
  const dd = useDropdown(MEETING_LIMITS.flipThresholdPx);
  const parsed = parseTime(value);
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard users land on the chosen hour (or the first shortcut) when the popover opens.
  useEffect(() => {
    if (!dd.open) return;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ?? panel?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [dd.open]);

  const pick = (next: string, close: boolean) => {
    onChange(next);
    if (close) dd.close();
  };
  const pickHour = (hour: number) => pick(toTime(hour, parsed?.minute ?? 0), false);
  const pickMinute = (minute: number) => pick(toTime(parsed?.hour ?? parseTime(nowRounded(now()))!.hour, minute), true);
  const normaliseTyped = () => {
    const p = parseTime(value);
    if (p) onChange(toTime(p.hour, p.minute));
  };

  return (
    <div className={styles.root} ref={dd.rootRef} role="presentation" onKeyDown={dd.onKeyDown} onBlur={dd.onBlur}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}{required && <span className={styles.required} aria-hidden="true">*</span>}
        </label>
        {parsed && <span className={styles.readable}>{formatMeetingTime(toTime(parsed.hour, parsed.minute))}</span>}
      </div>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          value={value}
          placeholder="HH:MM"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={normaliseTyped}
        />
        <button
          ref={dd.toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={t.open}
          aria-haspopup="dialog"
          aria-expanded={dd.open}
          aria-controls={dd.open ? `${id}-panel` : undefined}
          onClick={dd.toggle}
        >
          <ClockIcon />
        </button>
      </div>
      {error && <p className={styles.error} id={`${id}-error`} role="alert">{error}</p>}
      {dd.open && (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="dialog"
          aria-label={t.dialog}
          data-placement={dd.upward ? 'top' : 'bottom'}
          className={`${styles.panel} ${dd.upward ? styles.up : styles.down}`}
        >
          <div>
            <p className={styles.groupTitle}>{t.shortcuts}</p>
            <div className={styles.shortcuts}>
              <button type="button" className={styles.chip} onClick={() => pick('09:00', true)}>{t.nine}</button>
              <button type="button" className={styles.chip} onClick={() => pick('14:00', true)}>{t.two}</button>
              <button type="button" className={styles.chip} onClick={() => pick(nowRounded(now()), true)}>{t.now}</button>
            </div>
          </div>
          <OptionGrid title={t.hours} options={HOURS} selected={parsed?.hour} label={t.hourOption} onPick={pickHour} className={styles.hours} />
          <OptionGrid title={t.minutes} options={MINUTES} selected={parsed?.minute} label={t.minuteOption} onPick={pickMinute} className={styles.minutes} />
        </div>
      )}
    </div>
  );
}

interface OptionGridProps {
  title: string;
  options: readonly number[];
  selected: number | undefined;
  label: (n: number) => string;
  onPick: (n: number) => void;
  className: string;
}

function OptionGrid({ title, options, selected, label, onPick, className }: OptionGridProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <p className={styles.groupTitle} id={titleId}>{title}</p>
      <div className={`${styles.grid} ${className}`}>
        {options.map((n) => (
          <button key={n} type="button" className={styles.option} aria-pressed={selected === n} aria-label={label(n)} onClick={() => onPick(n)}>
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </div>
    </div>
  );
}
