import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

export type StatTone = 'primary' | 'success' | 'warning' | 'info' | 'danger';

/** One labelled figure; `value` is what a screen reader hears after the label. */
export function StatCard({ label, value, tone = 'primary', hint, testId }: { label: string; value: ReactNode; tone?: StatTone; hint?: ReactNode; testId?: string }) {
  return (
    <div className={`${styles.card} ${styles[tone]}`} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
}
