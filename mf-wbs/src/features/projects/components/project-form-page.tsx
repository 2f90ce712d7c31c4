import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from '@haru/router';
import { PROJECT_STATUSES, WBS_LIMITS, projectCreateSchema, projectUpdateSchema, type WbsProject } from '@haru/contracts';
import { Alert, Button, PageHeader, PageLayout, Select, Spinner, TextArea, TextField, useScreenActions, useToast } from '@haru/ui-kit';
import { FormDraft, preventImeSubmit, submitContract, useContractForm, useFormDraft } from '@haru/ui-kit/form';
import { messages } from '../../../messages/ko';
import { useProject, useSaveProject } from '../../shared/queries';
import page from '../../shared/page.module.css';
import { PROJECT_FIELDS, progressHint, projectValuesOf, type ProjectValues } from '../lib/project-form';
import { DateRangeFields } from '../../shared/date-range-fields';
import { flashState } from '../../shared/flash';
import styles from './project-form-page.module.css';
import { failureText } from '@haru/api-client';

const t = messages.form;
const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: messages.projectStatus[s] }));

/** /wbs/add and /wbs/edit/{id}. */
export function ProjectFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const loaded = useProject(id, editing);
  const header = useMemo(() => ({ title: editing ? t.editTitle : t.createTitle, breadcrumb: [...(editing ? t.editBreadcrumb : t.createBreadcrumb)] }), [editing]);
  useScreenActions(header);

  useEffect(() => {
    if (editing && loaded.isError) navigate('/wbs', { replace: true, state: flashState(t.loadFailed, 'danger') });
  }, [editing, loaded.isError, navigate]);

  if (editing && !loaded.data) return <Spinner label={messages.common.loading} />;
  return <ProjectForm key={loaded.data?.id ?? 'new'} initial={projectValuesOf(editing ? loaded.data ?? null : null)} projectId={editing ? id : null} project={loaded.data} />;
}

function ProjectForm({ initial, projectId, project }: { initial: ProjectValues; projectId: string | null; project?: WbsProject }) {
  const editing = projectId !== null;
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveProject(projectId);
  const [failure, setFailure] = useState('');
  // Create: the create schema (no progress); edit: the update schema. Both return the body PUT/POST take.
  const schema = editing ? projectUpdateSchema : projectCreateSchema;
  const form = useContractForm(schema as typeof projectUpdateSchema, { defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const draft = useFormDraft(form, editing ? `wbs:project:edit:${projectId}` : 'wbs:project:add');
  const title = useWatch({ control, name: 'title' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';
  const startDate = useWatch({ control, name: 'start_date' });

  const submit = submitContract(form, PROJECT_FIELDS, async (body) => {
    setFailure('');
    const saved = await save.mutateAsync(body);
    draft.clear();
    if (editing) {
      toast.show(t.updated, 'success');
      navigate(`/wbs/detail/${saved.id}`);
    } else {
      navigate('/wbs', { state: flashState(t.created) });
    }
  }, (error) => setFailure(failureText(error, editing ? t.editFailed : t.createFailed)));

  const len = (v: string) => [...v].length;
  return (
    <PageLayout>
      <PageHeader title={editing ? t.editTitle : t.createTitle} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form className={`${page.panel} ${styles.form}`} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
        <FormDraft draft={draft} />
        {failure && <Alert>{failure}</Alert>}
        <TextField label={t.title} error={errors.title?.message} placeholder={t.titlePlaceholder}
          counter={t.counter(len(title), WBS_LIMITS.projectTitle)} required autoFocus={!editing} {...register('title')} />
        <TextArea label={t.description} error={errors.description?.message} placeholder={t.descriptionPlaceholder}
          counter={t.counter(len(description ?? ''), WBS_LIMITS.projectDescription)} {...register('description')} />
        <div className={styles.row}>
          <DateRangeFields control={control} errors={errors} start={startDate} required />
        </div>
        <div className={styles.row}>
          <Controller control={control} name="status" render={({ field }) => (
            <Select label={t.status} value={field.value ?? 'planning'} options={STATUS_OPTIONS} onChange={field.onChange} />
          )} />
          {editing && (
            <TextField type="number" inputMode="decimal" min={0} max={100} step="any" label={t.progress}
              error={errors.progress?.message} hint={project && progressHint(project)} {...register('progress', { valueAsNumber: true })} />
          )}
        </div>
        <div className={styles.buttons}>
          <Button onClick={() => navigate(editing ? `/wbs/detail/${projectId}` : '/wbs')} disabled={save.isPending}>{messages.common.cancel}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {save.isPending ? messages.common.saving : editing ? t.submitEdit : t.submitCreate}
          </Button>
        </div>
      </form>
    </PageLayout>
  );
}
