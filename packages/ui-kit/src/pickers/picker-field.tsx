import type { ChangeEvent, ReactNode, Ref } from 'react';
import type { usePopover } from './use-popover';
import styles from './picker.module.css';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  /** The chosen value in words beside the label ('2025년 1월 19일 (일)', '오후 2:30'), or null. */
  readable: string | null;
  error?: string;
  /** The text input: the typed form (`YYYY-MM-DD`, `HH:MM`). */
  input: { ref?: Ref<HTMLInputElement>; value: string; placeholder: string; maxLength: number; onChange: (e: ChangeEvent<HTMLInputElement>) => void; onBlur?: () => void };
  pop: ReturnType<typeof usePopover>;
  /** The toggle's name and icon, and what a press does. */
  toggle: { label: string; icon: ReactNode; onClick: () => void };
  /** The panel, while open. */
  children: ReactNode;
}

/**
 * What both pickers share: the label row (label, required mark, the value in words), the text input, the button
 * that opens the panel, the error, and the frame that closes the panel on Escape or when focus leaves.
 */
export function PickerField({ id, label, required, readable, error, input, pop, toggle, children }: Props) {
  return (
    <div className={styles.root} ref={pop.rootRef} role="presentation" onKeyDown={pop.onKeyDown} onBlur={pop.onBlur}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}{required && <span className={styles.required} aria-hidden="true">*</span>}
        </label>
        {readable && <span className={styles.readable}>{readable}</span>}
      </div>
      <div className={styles.control}>
        <input
          ref={input.ref}
          id={id}
          className={styles.input}
          value={input.value}
          placeholder={input.placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={input.maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
        <button
          ref={pop.toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={toggle.label}
          aria-haspopup="dialog"
          aria-expanded={pop.open}
          aria-controls={pop.open ? `${id}-panel` : undefined}
          onClick={toggle.onClick}
        >
          {toggle.icon}
        </button>
      </div>
      {error && <p className={styles.error} id={`${id}-error`} role="alert">{error}</p>}
      {children}
    </div>
  );
}
