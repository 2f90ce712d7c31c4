import type { WbsProject } from '@haru/contracts';
import { Button } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { ProjectStatusBadge } from '../../shared/badges';
import { formatDateRange, formatDateTime } from '@haru/dates';
import { ProgressBar } from '../../shared/progress-bar';
import page from '../../shared/page.module.css';
import styles from './project-summary.module.css';

interface Props {
  project: WbsProject;
  onEdit: () => void;
  onDelete: () => void;
}

const t = messages.detail;

export function ProjectSummary({ project, onEdit, onDelete }: Props) {
  return (
    <section className={page.panel} aria-labelledby="wbs-project-title">
      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 id="wbs-project-title" className={page.h1}>{project.title}</h1>
          <ProjectStatusBadge status={project.status} />
        </div>
        <div className={page.actions}>
          <Button onClick={onEdit}>{t.edit}</Button>
          <Button variant="danger" onClick={onDelete}>{t.delete}</Button>
        </div>
      </div>
      {project.description && <p className={styles.description}>{project.description}</p>}
      <dl className={styles.facts}>
        <div><dt>{t.period}</dt><dd>{formatDateRange(project.start_date, project.end_date)}</dd></div>
        <div><dt>{t.updated}</dt><dd>{formatDateTime(project.updated_at)}</dd></div>
      </dl>
      <div className={styles.progress}>
        <span className={styles.progressLabel}>{t.overall}</span>
        <ProgressBar value={project.progress} decimals={0} label={t.overall} />
        <span className={page.muted}>{t.progressSource[project.progress_source]}</span>
      </div>
    </section>
  );
}
