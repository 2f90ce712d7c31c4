import { useState } from 'react';
import { REMINDER_LIMITS, REMINDER_PRESETS, reminderKey, type Reminder, type ReminderPreset } from '@haru/contracts';
import { formatDateTime } from '@haru/dates';
import { DatePicker, TimePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import styles from './todo-form.module.css';

const m = messages.reminders;

interface ReminderPickerProps {
  value: Reminder[];
  /** Presets count from the due date: without one they cannot be chosen (the API refuses them too). */
  hasDueDate: boolean;
  today: string;
  onChange: (reminders: Reminder[]) => void;
  error?: string;
}

/**
 * The to-do form's '알림': the contract's presets (정시, 10분 전, 1시간 전, 전날 오후 6시) as checkboxes, plus
 * chosen date-times; at most five in all. The API arms what is saved (reminders module).
 */
export function ReminderPicker({ value, hasDueDate, today, onChange, error }: ReminderPickerProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const full = value.length >= REMINDER_LIMITS.perTodo;
  const has = (preset: ReminderPreset) => value.some((r) => r.kind === preset);
  const toggle = (preset: ReminderPreset) => onChange(has(preset) ? value.filter((r) => r.kind !== preset) : [...value, { kind: preset }]);
  const chosen = value.filter((r): r is Extract<Reminder, { kind: 'at' }> => r.kind === 'at');
  const addChosen = () => {
    const at: Reminder = { kind: 'at', at: `${date}T${time}` };
    if (!value.some((r) => reminderKey(r) === reminderKey(at))) onChange([...value, at]);
    setTime('');
  };

  return (
    <fieldset className={styles.fieldset} data-testid="reminder-picker">
      <legend className={styles.legend}>{m.legend}</legend>
      <div className={styles.radios}>
        {REMINDER_PRESETS.map((preset) => (
          <label key={preset} className={styles.radio} data-checked={has(preset) || undefined}>
            <input type="checkbox" checked={has(preset)} disabled={!hasDueDate || (full && !has(preset))} onChange={() => toggle(preset)} />
            <span>{m.presets[preset]}</span>
          </label>
        ))}
      </div>
      {!hasDueDate && <p className={styles.hint}>{m.needsDate}</p>}
      {chosen.length > 0 && (
        <ul className={styles.reminderList} aria-label={m.chosen}>
          {chosen.map((r) => {
            const label = formatDateTime(r.at.length === 16 ? `${r.at}:00+09:00` : r.at);
            return (
              <li key={r.at} className={styles.tag}>
                {label}
                <button type="button" className={styles.tagRemove} aria-label={m.remove(label)} onClick={() => onChange(value.filter((x) => x !== r))}>×</button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.tagRow}>
        <DatePicker label={m.atDate} labels={m.picker} value={date} onChange={setDate} today={today} minDate={today} />
        <TimePicker label={m.atTime} labels={m.timePicker} value={time} onChange={setTime} />
      </div>
      <button type="button" className={styles.secondaryButton} disabled={!date || !time || full} onClick={addChosen}>{m.add}</button>
      {full && <p className={styles.hint}>{m.tooMany}</p>}
      {error && <p className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}
