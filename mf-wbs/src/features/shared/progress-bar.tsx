import styles from './progress-bar.module.css';

interface ProgressBarProps {
  value: number;
  label: string;
  size?: 'sm' | 'md';
}

/** A labelled progress bar (0–100); the number is shown beside it, so colour is never the only signal. */
export function ProgressBar({ value, label, size = 'md' }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  const shown = Math.round(clamped * 100) / 100;
  return (
    <div className={`${styles.wrap} ${styles[size]}`}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
      <span className={styles.value}>{shown}%</span>
    </div>
  );
}
