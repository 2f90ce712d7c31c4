import { useMemo, type ReactNode } from 'react';
import { Link } from '@haru/router';
import { PageHeader, PageLayout, useScreenActions } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import styles from './tool-page.module.css';

/** Every tool's screen: ui-kit's page frame, a link back to the hub, and the header actions declaration. */
export function ToolPage({ title, intro, children, wide, isHub }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean; isHub?: boolean }) {
  const actions = useMemo(() => ({ title, breadcrumb: isHub ? [title] : [{ label: messages.breadcrumbRoot, to: '/utilities' }, title] }), [title, isHub]);
  useScreenActions(actions);
  return (
    <PageLayout width={wide ? 'wide' : undefined}>
      {/* The way back to the hub on every width (the header breadcrumb links there too). */}
      {!isHub && <Link to="/utilities" className={styles.back}>{messages.backToHub}</Link>}
      <PageHeader title={title} intro={intro} />
      {children}
    </PageLayout>
  );
}
