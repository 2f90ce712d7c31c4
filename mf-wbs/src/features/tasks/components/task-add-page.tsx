import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@haru/router';
import { ApiError } from '@haru/api-client';
import { TASK_PRIORITIES, TASK_STATUSES, WBS_LIMITS } from '@haru/contracts';
import { Alert, Button, Select, Spinner, TextArea, TextField, useScreenActions, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { failureMessage, serverFieldErrors } from '../../shared/errors';
import { ProjectNotFound } from '../../shared/not-found';
import { useProject, useSaveTask, useTasks } from '../../shared/queries';
import { useSessionExpiredRedirect } from '../../shared/session';
import { focusFirstError, guardImeEnter, useForm } from '../../shared/use-form';
import page from '../../shared/page.module.css';
import { flashState } from '../../shared/flash';
import { emptyTaskPage, taskPageBody, validateTaskPage } from '../lib/task-form';
import { buildTree, findNode, parentCandidates } from '../lib/tree';
import styles from './task-add-page.module.css';

const t = messages.taskAdd;
const f = messages.modal;
const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: messages.taskStatus[s] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: messages.priority[p] }));
const HEADER = { title: t.title, breadcrumb: [...t.breadcrumb] };

/** /wbs/projects/{projectId}/tasks/add: the full task form; the parent is any task above depth 5, or none. */
export function TaskAddPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const redirectIfExpired = useSessionExpiredRedirect();
  useScreenActions(HEADER);
  const project = useProject(projectId);
  const tasks = useTasks(projectId, project.isSuccess);
  const roots = useMemo(() => buildTree(tasks.data ?? []), [tasks.data]);
  const save = useSaveTask(projectId);
  const { values, set, errors, setErrors } = useForm(emptyTaskPage());
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const notFound = project.error instanceof ApiError && project.error.status === 404;
  const detailUrl = `/wbs/detail/${projectId}`;

  useEffect(() => {
    if (project.isError && !notFound) navigate('/wbs', { replace: true, state: flashState(messages.detail.loadFailed, 'danger') });
  }, [project.isError, notFound, navigate]);

  if (notFound) return <ProjectNotFound />;
  if (!project.data) return <Spinner label={messages.common.loading} />;

  const parentOptions = [
    { value: '', label: f.noParent },
    ...parentCandidates(roots, null).map((n) => ({ value: n.task.id, label: `${'\u00a0\u00a0'.repeat(n.depth - 1)}${n.outline} ${n.task.title}` })),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateTaskPage(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    const parent = values.parent_id ? findNode(roots, values.parent_id) : null;
    try {
      await save.mutateAsync({ taskId: null, body: taskPageBody(values, parent?.depth ?? null) });
      toast.show(t.created, 'success');
      navigate(detailUrl);
    } catch (error) {
      const message = failureMessage(error, t.createFailed);
      if (redirectIfExpired(message)) return;
      setErrors(serverFieldErrors(error) as typeof errors);
      setFailure(message);
    }
  };

  const len = (v: string) => [...v].length;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <div>
          <h1 className={page.h1}>{t.title}</h1>
          <p className={page.lead}>{t.projectLabel(project.data.title)}</p>
        </div>
      </header>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form ref={formRef} className={`${page.panel} ${styles.form}`} onSubmit={submit} onKeyDown={guardImeEnter} noValidate>
        {failure && <Alert>{failure}</Alert>}
        <TextField label={f.title} value={values.title} onChange={(e) => set('title', e.target.value)} error={errors.title}
          placeholder={t.titlePlaceholder} counter={messages.form.counter(len(values.title), WBS_LIMITS.taskTitle)} required autoFocus />
        <TextArea label={f.description} value={values.description} onChange={(e) => set('description', e.target.value)} error={errors.description}
          counter={messages.form.counter(len(values.description), WBS_LIMITS.taskDescription)} />
        <div className={styles.row}>
          <TextField type="date" label={f.startDate} value={values.start_date} onChange={(e) => set('start_date', e.target.value)} error={errors.start_date} required />
          <TextField type="date" label={f.endDate} value={values.end_date} min={values.start_date || undefined}
            onChange={(e) => set('end_date', e.target.value)} error={errors.end_date} required />
        </div>
        <div className={styles.row}>
          <Select label={f.status} value={values.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
          <Select label={f.priority} value={values.priority} options={PRIORITY_OPTIONS} onChange={(v) => set('priority', v)} />
        </div>
        <div className={styles.row}>
          <TextField label={f.assignee} value={values.assignee} onChange={(e) => set('assignee', e.target.value)} error={errors.assignee} />
          <TextField type="number" inputMode="decimal" min={0} step="any" label={t.estimatedHours} value={values.estimated_hours}
            onChange={(e) => set('estimated_hours', e.target.value)} error={errors.estimated_hours} />
        </div>
        <div>
          <Select label={f.parent} value={values.parent_id} options={parentOptions} onChange={(v) => set('parent_id', v)} />
          <p className={page.muted}>{t.parentHint}</p>
          {errors.parent_id && <Alert>{errors.parent_id}</Alert>}
        </div>
        <div className={styles.buttons}>
          <Button onClick={() => navigate(detailUrl)} disabled={save.isPending}>{t.cancel}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>{save.isPending ? messages.common.saving : t.submit}</Button>
        </div>
      </form>
    </div>
  );
}
