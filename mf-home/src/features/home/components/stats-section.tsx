import type { StatsSummary } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { StatCard } from '../../../shared/stat-card';
import { formatNumber } from '../../../shared/numbers';
import { desktopWidgets } from '../../../shared/stats/lib/figures';
import type { SectionSettingsMap } from '../../../shared/layout/lib/types';
import { TrendText } from './trend-text';
import styles from './home.module.css';

const WIDGET_LABEL = {
  projects: messages.stats.totalProjects,
  completionRate: messages.stats.completionRate,
  completed: messages.stats.completedTasks,
  pending: messages.stats.pendingTasks,
} as const;
const WIDGET_TONE = { projects: 'info', completionRate: 'primary', completed: 'success', pending: 'warning' } as const;

/**
 * Phones and tablets: the figures the settings ask for, as a grid or a list. Desktop (≥ 1024 px): the four
 * widgets with this-week-vs-last-week trends instead (SPEC.md section 2).
 */
export function StatsSection({ settings, summary }: { settings: SectionSettingsMap['stats']; summary: StatsSummary }) {
  const t = summary.todos;
  const cards = [
    settings.showTodos && { key: 'total', label: messages.stats.totalTodos, value: t.total, tone: 'primary' as const },
    settings.showTodos && { key: 'completed', label: messages.stats.completedTodos, value: t.completed, tone: 'success' as const },
    settings.showTodos && { key: 'pending', label: messages.stats.pendingTodos, value: t.pending, tone: 'warning' as const },
    settings.showCompletion && { key: 'rate', label: messages.stats.completionRate, value: messages.common.percent(t.completion_rate), tone: 'primary' as const },
    settings.showProjects && { key: 'projects', label: messages.stats.activeProjects, value: summary.wbs.in_progress, tone: 'info' as const },
    { key: 'meetings', label: messages.stats.meetingsThisWeek, value: summary.meetings.this_week, tone: 'info' as const },
  ].filter(Boolean) as Array<{ key: string; label: string; value: string | number; tone: 'primary' | 'success' | 'warning' | 'info' }>;

  return (
    <section aria-labelledby="home-stats" className={settings.showAnimations ? styles.animated : undefined} data-testid="home-stats">
      <h2 id="home-stats" className={styles.sectionTitle}>{messages.stats.heading}</h2>
      <dl className={`${styles.compactStats} ${settings.layout === 'list' ? styles.list : styles.grid}`}>
        {cards.map((c) => <StatCard key={c.key} label={c.label} value={c.value} tone={c.tone} testId={`stat-${c.key}`} />)}
      </dl>
      <dl className={styles.widgets} aria-label={messages.stats.widgetsHeading}>
        {desktopWidgets(summary).map((w) => (
          <StatCard
            key={w.key}
            label={WIDGET_LABEL[w.key]}
            value={w.unit === 'percent' ? messages.common.percent(w.value) : formatNumber(w.value)}
            tone={WIDGET_TONE[w.key]}
            hint={<TrendText trend={w.trend} unit={w.unit} better={w.better} />}
            testId={`widget-${w.key}`}
          />
        ))}
      </dl>
    </section>
  );
}
