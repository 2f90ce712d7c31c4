import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@haru/router';
import { ApiError } from '@haru/api-client';
import { Alert, Button, ConfirmDialog, EmptyState, PageLayout, Spinner } from '@haru/ui-kit';
import { BackLink } from '@haru/ui-kit/src/screen-parts';
import { useUndoDeleteToast } from '@haru/ui-kit/src/undo';
import { messages } from '../../../messages/ko';
import { ProjectNotFound } from '../../shared/not-found';
import { useDeleteProject, useDeleteTask, useProject, useTasks } from '../../shared/queries';
import { ViewToggle } from '../../shared/view-mode';
import page from '../../shared/page.module.css';
import { flashState } from '../../shared/flash';
import { allNodes, buildTree, visibleNodes, type TaskNode } from '../lib/tree';
import { ProjectSummary } from './project-summary';
import { TaskModal, type TaskModalTarget } from './task-modal';
import { TaskTree } from './task-tree';
import { Timeline } from './timeline';
import { DETAIL_VIEWS, useDetailHeader } from './use-detail-header';
import styles from './detail-page.module.css';

const t = messages.detail;
type Confirm = { kind: 'project' } | { kind: 'task'; node: TaskNode } | null;

/**
 * /wbs/detail/{id} and /wbs/{id}: the project, its task tree or timeline, and task editing. `?task={taskId}` (the
 * calendar's link to a task) opens that task's edit dialog once the tasks are loaded.
 */
export function DetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const undoToast = useUndoDeleteToast();
  const project = useProject(id);
  const tasks = useTasks(id, project.isSuccess);
  const { view, setView, addTask } = useDetailHeader(id, project.data?.title);
  const roots = useMemo(() => buildTree(tasks.data ?? []), [tasks.data]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<TaskModalTarget | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [actionError, setActionError] = useState('');
  const deleteProject = useDeleteProject();
  const deleteTask = useDeleteTask(id);
  const notFound = project.error instanceof ApiError && project.error.status === 404;
  const [params, setParams] = useSearchParams();
  const linkedTask = params.get('task');

  useEffect(() => {
    if (!linkedTask || !tasks.data) return;
    const node = allNodes(roots).find((n) => n.task.id === linkedTask);
    if (node) setModal({ kind: 'edit', node });
    setParams({}, { replace: true });
  }, [linkedTask, tasks.data, roots, setParams]);

  useEffect(() => {
    if (project.isError && !notFound) navigate('/wbs', { replace: true, state: flashState(t.loadFailed, 'danger') });
  }, [project.isError, notFound, navigate]);

  const toggle = useCallback((taskId: string) => {
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  }, []);

  if (notFound) return <ProjectNotFound />;
  if (!project.data) return <Spinner label={messages.common.loading} />;

  const nodes = visibleNodes(roots, collapsed);
  const parents = allNodes(roots).filter((n) => n.children.length > 0);
  const taskCount = tasks.data?.length ?? 0;

  const runDelete = async () => {
    if (!confirm) return;
    setActionError('');
    try {
      if (confirm.kind === 'project') {
        await deleteProject.mutateAsync(id);
        undoToast(messages.trash.project, 'project', id);
        navigate('/wbs', { replace: true, state: flashState(t.deleted) });
        return;
      }
      await deleteTask.mutateAsync(confirm.node.task.id);
      undoToast(messages.tree.deleted, 'task', confirm.node.task.id);
    } catch {
      setActionError(confirm.kind === 'project' ? t.deleteFailed : messages.tree.deleteFailed);
    }
    setConfirm(null);
  };

  return (
    <PageLayout>
      <BackLink to="/wbs">{messages.common.back}</BackLink>
      {actionError && <Alert>{actionError}</Alert>}
      <ProjectSummary project={project.data}
        onEdit={() => navigate(`/wbs/edit/${id}`)} onDelete={() => setConfirm({ kind: 'project' })} />

      <section className={page.panel} aria-labelledby="wbs-tasks">
        <div className={page.head}>
          <div>
            <h2 id="wbs-tasks" className={page.h2}>{t.tasks}</h2>
            <p className={page.muted}>{t.taskCount(taskCount)}</p>
          </div>
          <div className={page.actions}>
            <ViewToggle views={DETAIL_VIEWS} active={view} onChange={setView} />
            {parents.length > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setCollapsed(collapsed.size ? new Set() : new Set(parents.map((n) => n.task.id)))}>
                {collapsed.size ? t.expandAll : t.collapseAll}
              </Button>
            )}
            <Button size="sm" onClick={() => setModal({ kind: 'add', parent: null })}>{t.quickAdd}</Button>
            <Button size="sm" variant="primary" onClick={addTask}>{t.addTask}</Button>
          </div>
        </div>
        <div className={styles.body}>
          {tasks.isPending && <Spinner label={messages.common.loading} />}
          {tasks.isError && (
            <Alert>{t.tasksFailed} <Button size="sm" onClick={() => tasks.refetch()}>{messages.common.retry}</Button></Alert>
          )}
          {tasks.data && taskCount === 0 && (
            <EmptyState title={t.noTasks} description={t.noTasksText} action={<Button variant="primary" onClick={addTask}>{t.addTask}</Button>} />
          )}
          {taskCount > 0 && view === 'tree' && (
            <TaskTree nodes={nodes} collapsed={collapsed} onToggle={toggle}
              onAddChild={(node) => setModal({ kind: 'add', parent: node })}
              onEdit={(node) => setModal({ kind: 'edit', node })}
              onDelete={(node) => setConfirm({ kind: 'task', node })} />
          )}
          {taskCount > 0 && view === 'timeline' && <Timeline project={project.data} nodes={nodes} />}
        </div>
      </section>

      {modal && <TaskModal projectId={id} roots={roots} target={modal} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'project' ? t.confirmDelete : messages.tree.confirmDelete}
        body={confirmDetail(confirm, taskCount)}
        {...messages.confirm}
        busy={deleteProject.isPending || deleteTask.isPending}
        onConfirm={runDelete}
        onCancel={() => setConfirm(null)}
      />
    </PageLayout>
  );
}

/** The confirm says how much goes with it: a project's tasks, a task's subtasks. */
function confirmDetail(confirm: Confirm, taskCount: number): string | undefined {
  if (confirm?.kind === 'project') return taskCount ? t.confirmDeleteTasks(taskCount) : undefined;
  if (confirm?.kind === 'task') {
    const n = confirm.node.descendantCount;
    return n ? messages.tree.confirmDeleteChildren(n) : confirm.node.task.title;
  }
  return undefined;
}
