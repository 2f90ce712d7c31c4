import type { ReactNode } from 'react';
import { Link } from '@haru/router';
import styles from './screen-parts.module.css';

/** A detail screen's way back, above its heading: '‹ 목록으로' (the caller names it). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back} data-testid="back-link">
      <span aria-hidden="true">‹</span> {children}
    </Link>
  );
}
