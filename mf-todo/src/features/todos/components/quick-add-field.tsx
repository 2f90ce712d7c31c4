import { useId, useRef, type KeyboardEvent } from 'react';
import type { ChipDecision, QuickAddChip } from '@haru/contracts';
import { isComposing } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { chipLabel } from '../lib/chip-label';
import type { QuickAdd } from '../lib/use-quick-add';
import styles from './quick-add.module.css';

interface QuickAddFieldProps {
  qa: QuickAdd;
  label: string;
  placeholder: string;
  /** Visually hidden label (the list's add row, whose placeholder says what it is). */
  hideLabel?: boolean;
  error?: string | null;
  disabled?: boolean;
  onSubmit: () => void;
}

const m = messages.quickAdd;

/**
 * The quick-add line: chips for what it recognised (× or Backspace at the start removes the last one; a dashed
 * chip is a suggestion applied by a click), then the text. Enter submits once the IME has finished the syllable.
 */
export function QuickAddField({ qa, label, placeholder, hideLabel, error, disabled, onSubmit }: QuickAddFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A chip's button disappears with the choice: typing goes on in the field.
  const choose = (chip: QuickAddChip, decision: ChipDecision) => {
    qa.decide(chip, decision);
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!isComposing(e) && !qa.composing()) onSubmit();
    } else if (e.key === 'Backspace' && !isComposing(e) && e.currentTarget.selectionStart === 0 && e.currentTarget.selectionEnd === 0) {
      if (qa.dismissLast()) e.preventDefault();
    }
  };
  const showPreview = qa.chips.some((c) => c.state === 'accepted') && qa.title !== qa.text.trim();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'haru-visually-hidden' : styles.label}>{label}</label>
      <div className={styles.box} data-invalid={error ? true : undefined}>
        {qa.chips.length > 0 && (
          <ul className={styles.chips} aria-label={m.chips}>
            {qa.chips.map((chip) => {
              const text = chipLabel(chip);
              return (
                <li key={chip.key} data-testid="quick-chip" data-kind={chip.kind} data-state={chip.state}>
                  {chip.state === 'accepted' ? (
                    <span className={styles.chip}>
                      {text}
                      <button type="button" className={styles.chipRemove} aria-label={m.removeChip(text)} onClick={() => choose(chip, 'dismissed')} disabled={disabled}>×</button>
                    </span>
                  ) : (
                    <button type="button" className={styles.suggested} aria-label={m.acceptChip(text)} onClick={() => choose(chip, 'accepted')} disabled={disabled}>
                      {text} +
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          className={styles.input}
          placeholder={placeholder}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onKeyDown={onKeyDown}
          {...qa.inputProps}
        />
      </div>
      <p id={`${id}-hint`} className="haru-visually-hidden">{m.chipHint}</p>
      {showPreview && <p className={styles.preview} aria-live="polite">{m.willSave(qa.title)}</p>}
      {error && <p id={`${id}-error`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
