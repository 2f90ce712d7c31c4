import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './page-layout.module.css';

export interface PageLayoutProps extends ComponentPropsWithoutRef<'div'> {
  children: ReactNode;
  /** 'narrow' (880 px) for a reading or form screen, 'wide' (1400 px) for boards and tools; otherwise 1200 px. */
  width?: 'narrow' | 'wide';
}

/** Every screen's frame: one column of sections, centred, at most 1200 px wide, with the design system's spacing. */
export function PageLayout({ children, className, width, ...rest }: PageLayoutProps) {
  const classes = [styles.page, width && styles[width], className].filter(Boolean).join(' ');
  return <div {...rest} className={classes}>{children}</div>;
}

export interface PageHeaderProps {
  /** The screen's title: the document's one h1. */
  title: string;
  /**
   * Show the h1. A screen whose title is the shell header's (list, form, tool) keeps it for screen readers only;
   * a detail screen shows its item's own title (a to-do's, a meeting's, a project's).
   */
  showTitle?: boolean;
  intro?: ReactNode;
  /** Actions beside the title and intro (buttons, a segmented control). */
  children?: ReactNode;
}

/** The screen's heading: its h1, an intro line and the screen's own actions. */
export function PageHeader({ title, showTitle, intro, children }: PageHeaderProps) {
  const heading = <h1 className={showTitle ? styles.title : 'haru-visually-hidden'}>{title}</h1>;
  if (!showTitle && !intro && !children) return heading;
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        {heading}
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </header>
  );
}
