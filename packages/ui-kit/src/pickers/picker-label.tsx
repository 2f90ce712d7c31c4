import type { ReactNode } from 'react';
import styles from './picker.module.css';

/** The label row both pickers share: the label (with the required mark) and the chosen value in words. */
export function PickerLabel({ id, label, required, readable }: { id: string; label: string; required?: boolean; readable: ReactNode }) {
  return (
    <div className={styles.labelRow}>
      <label htmlFor={id} className={styles.label}>
        {label}{required && <span className={styles.required} aria-hidden="true">*</span>}
      </label>
      {readable && <span className={styles.readable}>{readable}</span>}
    </div>
  );
}
