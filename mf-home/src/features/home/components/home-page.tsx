import { startTransition, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@haru/router';
import { PageHeader, PageLayout, Spinner } from '@haru/ui-kit';
import { LoadError } from '@haru/ui-kit/src/screen-parts';
import { messages } from '../../../messages/ko';
import { usePage } from '../../../shared/use-page';
import { useSummary } from '../../../shared/use-summary';
import { fetchLayout, fetchQuickActions, prefsKeys } from '../../../shared/layout/api/prefs';
import type { HomeLayout, HomeSection } from '../../../shared/layout/lib/types';
import { WelcomeSection } from './welcome-section';
import { StatsSection } from './stats-section';
import { ProgressSection } from './progress-section';
import { QuickActionsSection } from './quick-actions-section';
import { ActivitySection } from './activity-section';
import styles from './home.module.css';

/**
 * The enabled sections, mounted in a transition: React renders the dashboard in short slices that yield to the
 * browser (query results arrive as synchronous updates, which would render every section in one long task) and
 * commits it all at once, so nothing below moves as sections appear.
 */
function useSections(layout: HomeLayout | undefined): HomeSection[] | null {
  const [sections, setSections] = useState<HomeSection[] | null>(null);
  useEffect(() => {
    if (layout) startTransition(() => setSections(layout.sections.filter((s) => s.enabled)));
  }, [layout]);
  return sections;
}

/** The sections that show the summary's figures. */
const FIGURES = new Set<HomeSection['type']>(['stats', 'progress', 'activity']);

/** /home and /dashboard: the user's sections in their saved order, each honouring its settings. */
export function HomePage({ path }: { path: '/home' | '/dashboard' }) {
  const title = usePage(path);
  const layout = useQuery({ queryKey: prefsKeys.layout, queryFn: fetchLayout });
  const actions = useQuery({ queryKey: prefsKeys.quickActions, queryFn: fetchQuickActions });
  const { summary, failed, retry } = useSummary();

  const render = (section: HomeSection) => {
    if (failed && FIGURES.has(section.type)) {
      // One error for the figures (stats, progress, activity), where the first of them would be, never zeros.
      const first = sections?.find((s) => FIGURES.has(s.type));
      return first?.id === section.id ? <LoadError message={messages.home.summaryFailed} retryLabel={messages.common.retry} onRetry={retry} /> : null;
    }
    switch (section.type) {
      case 'welcome': return <WelcomeSection settings={(section as HomeSection<'welcome'>).settings} />;
      case 'stats': return <StatsSection settings={(section as HomeSection<'stats'>).settings} summary={summary} />;
      case 'progress': return <ProgressSection settings={(section as HomeSection<'progress'>).settings} summary={summary} />;
      case 'quickActions': return <QuickActionsSection settings={(section as HomeSection<'quickActions'>).settings} actions={actions.data} />;
      case 'activity': return <ActivitySection settings={(section as HomeSection<'activity'>).settings} summary={summary} />;
    }
  };

  const sections = useSections(layout.data);
  return (
    <PageLayout data-testid="home-page">
      <PageHeader title={title} />
      {sections === null ? (
        <div className={styles.loading}><Spinner label={messages.common.loading} /></div>
      ) : sections.length === 0 ? (
        <p className={styles.muted}>
          {messages.home.noSections} <Link className={styles.textLink} to="/home-screen-customization">{messages.home.customize}</Link>
        </p>
      ) : (
        sections.map((s) => <div key={s.id} className={styles.slot} data-section={s.type}>{render(s)}</div>)
      )}
    </PageLayout>
  );
}
