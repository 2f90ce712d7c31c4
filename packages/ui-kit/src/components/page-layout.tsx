import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

/** Every screen's frame: one column of sections, 1200 px at most, centred, with the design system's spacing. */
export function PageLayout({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.page} ${className}` : styles.page}>{children}</div>;
}

export interface PageHeaderProps {
  /** The screen's title (the shell header shows it visibly; here it is the document's h1). */
  title: string;
  intro?: ReactNode;
  /** Actions beside the intro (buttons, a segmented control). */
  children?: ReactNode;
}

/**
 * The screen's heading. The shell header already shows the title at every width, so the h1 is for screen readers
 * and the document outline; the intro and actions stay visible.
 */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
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
