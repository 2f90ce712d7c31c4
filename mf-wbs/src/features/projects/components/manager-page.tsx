import { Button, EmptyState, PageHeader, PageLayout, Skeleton } from '@haru/ui-kit';
import { LoadError } from '@haru/ui-kit/src/screen-parts';
import { useNavigate } from '@haru/router';
import { messages } from '../../../messages/ko';
import { useProjects } from '../../shared/queries';
import { ViewToggle } from '../../shared/view-mode';
import page from '../../shared/page.module.css';
import { projectStats, recentProjects } from '../lib/stats';
import { ProjectCollection } from './project-collection';
import { LIST_VIEWS, useProjectListHeader } from './project-pages-header';
import styles from './manager-page.module.css';

const t = messages.manager;

/** /wbs-manager: figures across projects and the 6 most recent. */
export function ManagerPage() {
  const navigate = useNavigate();
  const { view, setView, goCreate } = useProjectListHeader(t.title, t.breadcrumb);
  const { data, isPending, isError, refetch } = useProjects();
  const projects = data ?? [];
  const stats = projectStats(projects);
  const more = projects.length > 6;
  const failed = isError && !data;

  return (
    <PageLayout>
      <PageHeader title={t.title} intro={t.intro}>
        <div className={page.actions}>
          <Button variant="primary" onClick={goCreate}>{t.create}</Button>
          <Button onClick={() => navigate('/wbs')}>{more ? t.viewAllCount(projects.length) : t.viewAll}</Button>
        </div>
      </PageHeader>

      <section aria-label={t.stats}>
        <dl className={styles.stats}>
          {[
            [t.total, stats.total],
            [t.completed, stats.completed],
            [t.inProgress, stats.inProgress],
            [t.averageProgress, `${stats.average}%`],
          ].map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{isPending ? <Skeleton height={28} width={48} /> : failed ? t.noFigure : value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={page.panel} aria-labelledby="wbs-recent">
        <div className={page.head}>
          <h2 id="wbs-recent" className={page.h2}>{t.recent}</h2>
          <ViewToggle views={LIST_VIEWS} active={view} onChange={setView} />
        </div>
        <div className={styles.body}>
          {isPending && <Skeleton height={120} />}
          {isError && !data && <LoadError message={t.loadFailed} retryLabel={messages.common.retry} onRetry={() => void refetch()} />}
          {data && projects.length === 0 && (
            <EmptyState title={t.empty} description={t.emptyText} action={<Button variant="primary" onClick={goCreate}>{t.create}</Button>} />
          )}
          {projects.length > 0 && <ProjectCollection projects={recentProjects(projects)} view={view} hrefOf={(p) => `/wbs/${p.id}`} decimals={0} />}
        </div>
      </section>
    </PageLayout>
  );
}
