import { useEffect, useId, useRef, type Ref } from 'react';
import { formatTime, nowRoundedInSeoul, parseClockTime, toClockTime } from '@haru/dates';
import { pickerMessages } from '../messages/ko';
import { ClockIcon } from './icons';
import { PickerField } from './picker-field';
import { Popover } from './popover';
import { usePopover } from './use-popover';
import styles from './picker.module.css';

/** SPEC.md section 9: minutes in steps of 5; the dropdown opens upward under 350 px of room below. */
export const MINUTE_STEP = 5;
export const TIME_FLIP_PX = 350;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);

/** The field's names (from the caller's messages module); the control copy defaults to ui-kit's (`pickerMessages.time`). */
export type TimePickerLabels = { open: string; dialog: string } & Partial<typeof pickerMessages.time>;

export interface TimePickerProps {
  label: string;
  /** `HH:MM`, or '' when empty (typed text passes through and is normalised on leaving the field). */
  value: string;
  onChange: (value: string) => void;
  labels: TimePickerLabels;
  error?: string;
  required?: boolean;
  /** The clock behind the "now" shortcut (a controlled clock in tests). */
  now?: () => Date;
  /** The text input (a form library focuses it when the field is the first in error). */
  ref?: Ref<HTMLInputElement>;
}

/** A time field: type HH:MM, or pick an hour (0–23) and a minute (5-minute steps), or 09:00 / 14:00 / now. */
export function TimePicker({ label, value, onChange, labels: names, error, required, now = () => new Date(), ref }: TimePickerProps) {
  const labels = { ...pickerMessages.time, ...names };
  const id = useId();
  const pop = usePopover(TIME_FLIP_PX);
  const parsed = parseClockTime(value);
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard users land on the chosen hour (or the first shortcut) when the panel opens.
  useEffect(() => {
    if (!pop.open) return;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ?? panel?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [pop.open]);

  const pick = (next: string, close: boolean) => {
    onChange(next);
    if (close) pop.close();
  };
  const currentHour = () => parseClockTime(nowRoundedInSeoul(now(), MINUTE_STEP))!.hour;
  const normaliseTyped = () => {
    if (parsed) onChange(toClockTime(parsed.hour, parsed.minute));
  };

  return (
    <PickerField
      id={id} label={label} required={required} readable={parsed ? formatTime(toClockTime(parsed.hour, parsed.minute)) : null} error={error} pop={pop}
      input={{ ref, value, placeholder: 'HH:MM', maxLength: 5, onChange: (e) => onChange(e.target.value), onBlur: normaliseTyped }}
      toggle={{ label: labels.open, icon: <ClockIcon />, onClick: pop.toggle }}
    >
      {pop.open && (
        <Popover id={`${id}-panel`} label={labels.dialog} placement={pop.placement} panelRef={panelRef}>
          <div>
            <p className={styles.groupTitle}>{labels.shortcuts}</p>
            <div className={styles.shortcuts}>
              <button type="button" className={styles.chip} onClick={() => pick('09:00', true)}>{labels.nine}</button>
              <button type="button" className={styles.chip} onClick={() => pick('14:00', true)}>{labels.two}</button>
              <button type="button" className={styles.chip} onClick={() => pick(nowRoundedInSeoul(now(), MINUTE_STEP), true)}>{labels.now}</button>
            </div>
          </div>
          <OptionGrid title={labels.hours} options={HOURS} selected={parsed?.hour} label={labels.hourOption} onPick={(h) => pick(toClockTime(h, parsed?.minute ?? 0), false)} />
          <OptionGrid title={labels.minutes} options={MINUTES} selected={parsed?.minute} label={labels.minuteOption} onPick={(m) => pick(toClockTime(parsed?.hour ?? currentHour(), m), true)} />
        </Popover>
      )}
    </PickerField>
  );
}

interface OptionGridProps {
  title: string;
  options: readonly number[];
  selected: number | undefined;
  label: (n: number) => string;
  onPick: (n: number) => void;
}

function OptionGrid({ title, options, selected, label, onPick }: OptionGridProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <p className={styles.groupTitle} id={titleId}>{title}</p>
      <div className={`${styles.grid} ${styles.hours}`}>
        {options.map((n) => (
          <button key={n} type="button" className={styles.option} aria-pressed={selected === n} aria-label={label(n)} onClick={() => onPick(n)}>
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </div>
    </div>
  );
}
