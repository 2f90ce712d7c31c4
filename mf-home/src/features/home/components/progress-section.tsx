import type { StatsSummary } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import type { SectionSettingsMap } from '../../../shared/layout/lib/types';
import styles from './home.module.css';

function Bar({ label, value, detail, settings, testId }: { label: string; value: number; detail: string; settings: SectionSettingsMap['progress']; testId: string }) {
  return (
    <div className={styles.progressRow} data-testid={testId}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        {settings.showPercentage && <strong>{messages.common.percent(value)}</strong>}
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className={`${styles.fill} ${settings.animateProgress ? styles.fillAnimated : ''}`} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </div>
      {settings.showDetails && <p className={styles.progressDetail}>{detail}</p>}
    </div>
  );
}

export function ProgressSection({ settings, summary }: { settings: SectionSettingsMap['progress']; summary: StatsSummary }) {
  const t = summary.todos;
  return (
    <section aria-labelledby="home-progress" className={styles.panel}>
      <h2 id="home-progress" className={styles.sectionTitle}>{messages.progress.heading}</h2>
      <Bar label={messages.progress.todos} value={t.completion_rate} detail={`${messages.progress.detailTodos(t.completed, t.total)} · ${messages.progress.overdue(t.overdue)} · ${messages.progress.dueToday(t.due_today)}`} settings={settings} testId="progress-todos" />
      <Bar label={messages.progress.projects} value={summary.wbs.average_progress} detail={messages.progress.detailProjects(summary.wbs.in_progress, summary.wbs.projects)} settings={settings} testId="progress-projects" />
    </section>
  );
}
