import { useMemo, type ReactNode } from 'react';
import { Link } from '@haru/router';
import { useScreenActions } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import styles from './tool-page.module.css';

/** The frame of every tool: breadcrumb back to the hub, the title, and the header actions declaration. */
export function ToolPage({ title, intro, children, wide, isHub }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean; isHub?: boolean }) {
  const actions = useMemo(() => ({ title, breadcrumb: isHub ? [title] : [messages.breadcrumbRoot, title] }), [title, isHub]);
  useScreenActions(actions);
  return (
    <section className={`${styles.page} ${wide ? styles.wide : ''}`} data-remote="mf-tools">
      {/* The shell header shows the breadcrumb as text; this is the way back to the hub. */}
      {!isHub && <Link to="/utilities" className={styles.back}>{messages.backToHub}</Link>}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
