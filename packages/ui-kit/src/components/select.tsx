import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface SelectOption<V extends string> { value: V; label: string }

interface SelectProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}

export function Select<V extends string>({ label, hideLabel, value, options, onChange, id, ...rest }: SelectProps<V>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={hideLabel ? 'haru-visually-hidden' : styles.label}>{label}</label>
      <select {...rest} id={fieldId} className={styles.input} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}
