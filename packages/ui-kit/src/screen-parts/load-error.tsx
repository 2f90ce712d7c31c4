import styles from './screen-parts.module.css';

/**
 * A list or widget whose load failed: the caller's Korean message and a retry button that refetches. Never an
 * empty state: "nothing here" and "could not load" are different answers.
 */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert" data-testid="load-error">
      <p className={styles.loadErrorText}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>{retryLabel}</button>
    </div>
  );
}
