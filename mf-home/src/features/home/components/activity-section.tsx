import type { StatsSummary } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import type { SectionSettingsMap } from '../../../shared/layout/lib/types';
import { trend } from '../../../shared/stats/lib/figures';
import { TrendText } from './trend-text';
import styles from './home.module.css';

const m = messages.activity;

/** This week against last week: paired bars, the same figures as text, and short news of the day. */
export function ActivitySection({ settings, summary }: { settings: SectionSettingsMap['activity']; summary: StatsSummary }) {
  const rows = [
    { key: 'created', label: m.todosCreated, now: summary.todos.created_this_week, before: summary.todos.created_last_week },
    { key: 'completed', label: m.todosCompleted, now: summary.todos.completed_this_week, before: summary.todos.completed_last_week },
    { key: 'meetings', label: m.meetings, now: summary.meetings.this_week, before: summary.meetings.last_week },
    { key: 'projects', label: m.projects, now: summary.wbs.projects_created_this_week, before: summary.wbs.projects_created_last_week },
  ];
  const max = Math.max(1, ...rows.flatMap((r) => [r.now, r.before]));
  const news = [
    summary.todos.due_today > 0 && m.recentDueToday(summary.todos.due_today),
    summary.todos.overdue > 0 && m.recentOverdue(summary.todos.overdue),
    summary.meetings.this_month > 0 && m.recentMeetings(summary.meetings.this_month),
    summary.meetings.todos_sent > 0 && m.meetingTodos(summary.meetings.todos_sent, summary.meetings.todos_sent_completed),
  ].filter(Boolean) as string[];

  return (
    <section aria-labelledby="home-activity" className={styles.panel}>
      <h2 id="home-activity" className={styles.sectionTitle}>{m.heading}</h2>
      {settings.showChart && (
        <figure className={styles.activityChart} aria-label={m.chartLabel}>
          <div className={styles.chartLegend} aria-hidden="true">
            <span className={styles.legendNow}>{m.thisWeek}</span>
            <span className={styles.legendBefore}>{m.lastWeek}</span>
          </div>
          {rows.map((r) => (
            <div key={r.key} className={styles.chartRow}>
              <span className={styles.chartLabel}>{r.label}</span>
              <span className={styles.chartBars} aria-hidden="true">
                <span className={styles.barNow} style={{ width: `${(r.now / max) * 100}%` }} />
                <span className={styles.barBefore} style={{ width: `${(r.before / max) * 100}%` }} />
              </span>
              <span className={styles.chartValue}>{`${r.now} / ${r.before}`}</span>
            </div>
          ))}
        </figure>
      )}
      {settings.showStats && (
        <dl className={styles.activityStats}>
          {rows.map((r) => (
            <div key={r.key}>
              <dt>{r.label}</dt>
              <dd><strong>{r.now}</strong> <TrendText trend={trend(r.now, r.before)} /></dd>
            </div>
          ))}
        </dl>
      )}
      {settings.showRecentActivity && (
        <div>
          <h3 className={styles.subTitle}>{m.recent}</h3>
          <ul className={styles.news}>
            {(news.length ? news : [m.recentNothing]).map((text) => <li key={text}>{text}</li>)}
          </ul>
        </div>
      )}
    </section>
  );
}
