import { Alert, Button, EmptyState, PageHeader, PageLayout, Skeleton } from '@haru/ui-kit';
import { LoadError } from '@haru/ui-kit/src/screen-parts';
import { messages } from '../../../messages/ko';
import { useProjects } from '../../shared/queries';
import { ViewToggle } from '../../shared/view-mode';
import { ProjectCollection } from './project-collection';
import { LIST_VIEWS, useProjectListHeader } from './project-pages-header';
import { useFlash } from '../../shared/flash';
import styles from './project-list-page.module.css';

const t = messages.list;

/** /wbs: every project as cards or a list; a click opens /wbs/detail/{id}. */
export function ProjectListPage() {
  const { view, setView, goCreate } = useProjectListHeader(t.title, t.breadcrumb);
  const { data, isPending, isError, refetch } = useProjects();
  const [flash, dismiss] = useFlash();

  return (
    <PageLayout>
      <PageHeader title={t.title} intro={data && t.count(data.length)}>
        <ViewToggle views={LIST_VIEWS} active={view} onChange={setView} />
      </PageHeader>
      {flash && (
        <div className={styles.flash}>
          <Alert tone={flash.tone}>
            <span className={styles.flashRow}>
              {flash.message}
              <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={t.dismiss}>×</button>
            </span>
          </Alert>
        </div>
      )}
      {isPending && <div className={styles.loading}><Skeleton height={140} /><Skeleton height={140} /></div>}
      {isError && !data && <LoadError message={t.loadFailed} retryLabel={messages.common.retry} onRetry={() => void refetch()} />}
      {data && data.length === 0 && (
        <EmptyState title={t.empty} description={t.emptyText} action={<Button variant="primary" onClick={goCreate}>{t.newProject}</Button>} />
      )}
      {data && data.length > 0 && <ProjectCollection projects={data} view={view} hrefOf={(p) => `/wbs/detail/${p.id}`} decimals={2} />}
    </PageLayout>
  );
}
