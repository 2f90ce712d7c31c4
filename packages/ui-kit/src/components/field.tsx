import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  /** The label is for screen readers only (a search box whose placeholder says what it is). */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** e.g. "12/100" */
  counter?: string;
  id: string;
  children: ReactNode;
}

function FieldFrame({ label, hideLabel, error, hint, counter, id, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      {hideLabel ? <label htmlFor={id} className="haru-visually-hidden">{label}</label> : (
        <div className={styles.labelRow}>
          <label htmlFor={id} className={styles.label}>{label}</label>
          {counter && <span className={styles.counter} aria-live="polite">{counter}</span>}
        </div>
      )}
      {children}
      {hint && !error && <p className={styles.hint} id={`${id}-hint`}>{hint}</p>}
      {error && <p className={styles.error} id={`${id}-error`} role="alert">{error}</p>}
    </div>
  );
}

// ComponentPropsWithRef: React 19 passes `ref` as a prop, so react-hook-form's register() reaches the element.
type Common = { label: ReactNode; hideLabel?: boolean; error?: string; hint?: ReactNode; counter?: string };

export function TextField({ label, hideLabel, error, hint, counter, id, ...rest }: Common & ComponentPropsWithRef<'input'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame label={label} hideLabel={hideLabel} error={error} hint={hint} counter={counter} id={fieldId}>
      <input
        {...rest}
        id={fieldId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
      />
    </FieldFrame>
  );
}

export function TextArea({ label, hideLabel, error, hint, counter, id, ...rest }: Common & ComponentPropsWithRef<'textarea'>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame label={label} hideLabel={hideLabel} error={error} hint={hint} counter={counter} id={fieldId}>
      <textarea
        {...rest}
        id={fieldId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
    </FieldFrame>
  );
}
