import type { WbsProject } from '@haru/contracts';
import { Link } from '@haru/router';
import { messages } from '../../../messages/ko';
import { ProjectStatusBadge } from '../../shared/badges';
import { formatDateRange, formatDateTime } from '@haru/dates';
import { ProgressBar } from '../../shared/progress-bar';
import styles from './project-collection.module.css';

interface Props {
  projects: readonly WbsProject[];
  view: 'card' | 'list';
  hrefOf: (p: WbsProject) => string;
  /** The list (/wbs) shows progress with 2 decimals; the manager's recent projects a whole percent. */
  decimals: 0 | 2;
}

const t = messages.list;

/** Projects as cards or as a compact list; each item is one link to the project. */
export function ProjectCollection({ projects, view, hrefOf, decimals }: Props) {
  if (view === 'list') {
    return (
      <ul className={styles.list} aria-label={t.title}>
        <li className={styles.listHead} aria-hidden="true">
          <span>{t.columns.title}</span><span>{t.columns.status}</span><span>{t.columns.progress}</span>
          <span>{t.columns.period}</span><span>{t.columns.updated}</span>
        </li>
        {projects.map((p) => (
          <li key={p.id}>
            <Link to={hrefOf(p)} className={styles.row}>
              <span className={styles.rowTitle}>{p.title}</span>
              <span><ProjectStatusBadge status={p.status} /></span>
              <ProgressBar size="sm" value={p.progress} decimals={decimals} label={`${p.title} ${t.progress}`} />
              <span className={styles.meta}>{formatDateRange(p.start_date, p.end_date)}</span>
              <span className={styles.meta}>{formatDateTime(p.updated_at)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t.title}>
      {projects.map((p) => (
        <li key={p.id}>
          <Link to={hrefOf(p)} className={styles.card}>
            <span className={styles.cardTop}>
              <span className={styles.cardTitle}>{p.title}</span>
              <ProjectStatusBadge status={p.status} />
            </span>
            <span className={p.description ? styles.description : `${styles.description} ${styles.placeholder}`}>
              {p.description || t.noDescription}
            </span>
            <ProgressBar value={p.progress} decimals={decimals} label={`${p.title} ${t.progress}`} />
            <span className={styles.meta}>{t.period} {formatDateRange(p.start_date, p.end_date)}</span>
            <span className={styles.meta}>{t.updated(formatDateTime(p.updated_at))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
