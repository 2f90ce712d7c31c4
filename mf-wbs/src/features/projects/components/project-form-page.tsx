import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@haru/router';
import { PROJECT_STATUSES, WBS_LIMITS, type WbsProject } from '@haru/contracts';
import { Alert, Button, Select, Spinner, TextArea, TextField, useScreenActions, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { failureMessage, serverFieldErrors } from '../../shared/errors';
import { useProject, useSaveProject } from '../../shared/queries';
import { useSessionExpiredRedirect } from '../../shared/session';
import { focusFirstError, guardImeEnter, useForm } from '../../shared/use-form';
import page from '../../shared/page.module.css';
import { progressHint, projectBody, projectValuesOf, validateProject, type ProjectValues } from '../lib/project-form';
import { flashState } from '../../shared/flash';
import styles from './project-form-page.module.css';

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
  const redirectIfExpired = useSessionExpiredRedirect();
  const save = useSaveProject(projectId);
  const { values, set, errors, setErrors } = useForm(initial);
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProject(values, editing);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    try {
      const saved = await save.mutateAsync(projectBody(values, editing));
      if (editing) {
        toast.show(t.updated, 'success');
        navigate(`/wbs/detail/${saved.id}`);
      } else {
        navigate('/wbs', { state: flashState(t.created) });
      }
    } catch (error) {
      const message = failureMessage(error, editing ? t.editFailed : t.createFailed);
      if (redirectIfExpired(message)) return;
      setErrors(serverFieldErrors(error) as typeof errors);
      setFailure(message);
    }
  };

  const len = (v: string) => [...v].length;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1 className={page.h1}>{editing ? t.editTitle : t.createTitle}</h1>
      </header>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form ref={formRef} className={`${page.panel} ${styles.form}`} onSubmit={submit} onKeyDown={guardImeEnter} noValidate>
        {failure && <Alert>{failure}</Alert>}
        <TextField label={t.title} value={values.title} onChange={(e) => set('title', e.target.value)} error={errors.title}
          placeholder={t.titlePlaceholder} counter={t.counter(len(values.title), WBS_LIMITS.projectTitle)} required autoFocus={!editing} />
        <TextArea label={t.description} value={values.description} onChange={(e) => set('description', e.target.value)} error={errors.description}
          placeholder={t.descriptionPlaceholder} counter={t.counter(len(values.description), WBS_LIMITS.projectDescription)} />
        <div className={styles.row}>
          <TextField type="date" label={t.startDate} value={values.start_date} onChange={(e) => set('start_date', e.target.value)} error={errors.start_date} required />
          <TextField type="date" label={t.endDate} value={values.end_date} min={values.start_date || undefined}
            onChange={(e) => set('end_date', e.target.value)} error={errors.end_date} required />
        </div>
        <div className={styles.row}>
          <Select label={t.status} value={values.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
          {editing && (
            <TextField type="number" inputMode="decimal" min={0} max={100} step="any" label={t.progress} value={values.progress}
              onChange={(e) => set('progress', e.target.value)} error={errors.progress} hint={project && progressHint(project)} />
          )}
        </div>
        <div className={styles.buttons}>
          <Button onClick={() => navigate(editing ? `/wbs/detail/${projectId}` : '/wbs')} disabled={save.isPending}>{messages.common.cancel}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {save.isPending ? messages.common.saving : editing ? t.submitEdit : t.submitCreate}
          </Button>
        </div>
      </form>
    </div>
  );
}
