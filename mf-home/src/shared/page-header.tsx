import type { ReactNode } from 'react';
import styles from './page.module.css';

/**
 * The screen's heading. The shell's header already shows the title at every width, so the h1 is for screen
 * readers and document outline only; the intro and actions stay visible.
 */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  if (!intro && !children) return <h1 className="haru-visually-hidden">{title}</h1>;
  return (
    <header className={styles.header}>
      <div>
        <h1 className="haru-visually-hidden">{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </header>
  );
}
