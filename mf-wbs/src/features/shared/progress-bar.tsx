import styles from './progress-bar.module.css';

interface ProgressBarProps {
  value: number;
  label: string;
  size?: 'sm' | 'md';
  /** 2 on the project list (SPEC.md section 9), 0 (a whole percent) everywhere else a project's progress shows. */
  decimals?: 0 | 2;
}

/** A labelled progress bar (0–100); the number is shown beside it, so colour is never the only signal. */
export function ProgressBar({ value, label, size = 'md', decimals = 2 }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  const shown = decimals === 0 ? Math.round(clamped) : Math.round(clamped * 100) / 100;
  return (
    <div className={`${styles.wrap} ${styles[size]}`}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
      <span className={styles.value}>{shown}%</span>
    </div>
  );
}
