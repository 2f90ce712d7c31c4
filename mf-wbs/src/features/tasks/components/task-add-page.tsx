import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from '@haru/router';
import { ApiError, failureText } from '@haru/api-client';
import { TASK_PRIORITIES, TASK_STATUSES, WBS_LIMITS, taskAddFormSchema } from '@haru/contracts';
import { Alert, Button, PageHeader, PageLayout, Select, Spinner, TextArea, TextField, useScreenActions, useToast } from '@haru/ui-kit';
import { FormDraft, preventImeSubmit, submitContract, useContractForm, useFormDraft } from '@haru/ui-kit/form';
import { messages } from '../../../messages/ko';
import { ProjectNotFound } from '../../shared/not-found';
import { useProject, useSaveTask, useTasks } from '../../shared/queries';
import page from '../../shared/page.module.css';
import { DateRangeFields } from '../../shared/date-range-fields';
import { flashState } from '../../shared/flash';
import { emptyTaskPage, hoursFromInput, TASK_FIELDS, taskPageBody } from '../lib/task-form';
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
  useScreenActions(HEADER);
  const project = useProject(projectId);
  const tasks = useTasks(projectId, project.isSuccess);
  const roots = useMemo(() => buildTree(tasks.data ?? []), [tasks.data]);
  const save = useSaveTask(projectId);
  const form = useContractForm(taskAddFormSchema, { defaultValues: emptyTaskPage() });
  const { register, control, formState: { errors } } = form;
  const draft = useFormDraft(form, `wbs:task:add:${projectId}`);
  const [title, description, startDate] = useWatch({ control, name: ['title', 'description', 'start_date'] });
  const [failure, setFailure] = useState('');
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

  const submit = submitContract(form, TASK_FIELDS, async (values) => {
    setFailure('');
    const parent = values.parent_id ? findNode(roots, values.parent_id) : null;
    await save.mutateAsync({ taskId: null, body: taskPageBody(values, parent?.depth ?? null) });
    draft.clear();
    toast.show(t.created, 'success');
    navigate(detailUrl);
  }, (error) => setFailure(failureText(error, t.createFailed)));

  const len = (v: string) => [...v].length;
  return (
    <PageLayout>
      <PageHeader title={t.title} intro={t.projectLabel(project.data.title)} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form className={`${page.panel} ${styles.form}`} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
        <FormDraft draft={draft} />
        {failure && <Alert>{failure}</Alert>}
        <TextField label={f.title} error={errors.title?.message} placeholder={t.titlePlaceholder}
          counter={messages.form.counter(len(title ?? ''), WBS_LIMITS.taskTitle)} required autoFocus {...register('title')} />
        <TextArea label={f.description} error={errors.description?.message}
          counter={messages.form.counter(len(description ?? ''), WBS_LIMITS.taskDescription)} {...register('description')} />
        <div className={styles.row}>
          <DateRangeFields control={control} errors={errors} start={startDate} required />
        </div>
        <div className={styles.row}>
          <Controller control={control} name="status" render={({ field }) => <Select label={f.status} value={field.value ?? 'not_started'} options={STATUS_OPTIONS} onChange={field.onChange} />} />
          <Controller control={control} name="priority" render={({ field }) => <Select label={f.priority} value={field.value ?? 'medium'} options={PRIORITY_OPTIONS} onChange={field.onChange} />} />
        </div>
        <div className={styles.row}>
          <TextField label={f.assignee} error={errors.assignee?.message} {...register('assignee')} />
          <TextField type="number" inputMode="decimal" min={0} step="any" label={t.estimatedHours}
            error={errors.estimated_hours?.message} {...register('estimated_hours', { setValueAs: hoursFromInput })} />
        </div>
        <div>
          <Controller control={control} name="parent_id" render={({ field }) => <Select label={f.parent} value={field.value ?? ''} options={parentOptions} onChange={field.onChange} />} />
          <p className={page.muted}>{t.parentHint}</p>
          {errors.parent_id && <Alert>{errors.parent_id.message}</Alert>}
        </div>
        <div className={styles.buttons}>
          <Button onClick={() => navigate(detailUrl)} disabled={save.isPending}>{t.cancel}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>{save.isPending ? messages.common.saving : t.submit}</Button>
        </div>
      </form>
    </PageLayout>
  );
}
