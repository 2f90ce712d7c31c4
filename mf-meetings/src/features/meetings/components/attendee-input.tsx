import { useId, useState, type KeyboardEvent } from 'react';
import { cleanAttendees } from '@haru/contracts';
import { isCommitEnter, isComposing } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import styles from './attendee-input.module.css';

const t = messages.form;

interface AttendeeInputProps {
  value: string[];
  onChange: (names: string[]) => void;
  error?: string;
}

/**
 * Attendees as chips. Enter or a comma adds the typed name (never while a Hangul syllable is still being
 * composed); a pasted "a, b, c" adds three; blanks and duplicates are ignored; Backspace in an empty box removes
 * the last chip; leaving the box keeps what was typed.
 */
export function AttendeeInput({ value, onChange, error }: AttendeeInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = (names: string[]) => {
    const next = cleanAttendees([...value, ...names]);
    if (next.length !== value.length) onChange(next);
  };
  const commit = () => {
    add([draft]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isCommitEnter(e) || (e.key === ',' && !isComposing(e))) {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && !draft && value.length && !isComposing(e)) {
      onChange(value.slice(0, -1));
    }
  };
  // A comma that reaches the value (paste, or a mobile keyboard reporting key 229) splits there.
  const onInput = (text: string) => {
    if (!text.includes(',')) return setDraft(text);
    const parts = text.split(',');
    setDraft(parts.pop() ?? '');
    add(parts);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{t.attendees}</label>
      <div className={styles.box} data-invalid={error ? true : undefined}>
        {value.length > 0 && (
          <ul className={styles.chips} aria-label={t.attendees}>
            {value.map((name) => (
              <li key={name} className={styles.chip}>
                <span>{name}</span>
                <button type="button" className={styles.remove} aria-label={t.removeAttendee(name)} onClick={() => onChange(value.filter((n) => n !== name))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className={styles.input}
          value={draft}
          placeholder={t.attendeesPlaceholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit()}
        />
      </div>
      {error ? <p className={styles.error} id={`${id}-error`} role="alert">{error}</p> : <p className={styles.hint} id={`${id}-hint`}>{t.attendeesHint}</p>}
    </div>
  );
}
