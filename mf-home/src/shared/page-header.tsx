import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The screen's own heading (the shell's header shows the title on desktop only). */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </header>
  );
}
