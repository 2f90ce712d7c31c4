import type { WbsProject } from '@haru/contracts';
import { Button, PageHeader } from '@haru/ui-kit';
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

/** The project's heading (its title is the screen's h1, shown) with edit and delete, then its facts and progress. */
export function ProjectSummary({ project, onEdit, onDelete }: Props) {
  return (
    <>
      <PageHeader title={project.title} showTitle intro={<ProjectStatusBadge status={project.status} />}>
        <div className={page.actions}>
          <Button onClick={onEdit}>{t.edit}</Button>
          <Button variant="danger" onClick={onDelete}>{t.delete}</Button>
        </div>
      </PageHeader>
      <div className={page.panel}>
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
      </div>
    </>
  );
}
