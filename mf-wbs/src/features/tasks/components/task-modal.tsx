import { useId, useRef, useState, type FormEvent } from 'react';
import { TASK_PRIORITIES, TASK_STATUSES } from '@haru/contracts';
import { Alert, Button, Modal, Select, TextArea, TextField, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { failureMessage, serverFieldErrors } from '../../shared/errors';
import { useSaveTask } from '../../shared/queries';
import { focusFirstError, guardImeEnter, useForm } from '../../shared/use-form';
import { modalValuesOf, taskModalBody, validateTaskModal } from '../lib/task-form';
import { findNode, parentCandidates, type TaskNode } from '../lib/tree';
import styles from './task-modal.module.css';

export type TaskModalTarget = { kind: 'add'; parent: TaskNode | null } | { kind: 'edit'; node: TaskNode };

interface Props {
  projectId: string;
  roots: readonly TaskNode[];
  target: TaskModalTarget;
  onClose: () => void;
}

const t = messages.modal;
const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: messages.taskStatus[s] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: messages.priority[p] }));

/** The detail page's task form (add, add below a task, or edit), with the modal's own rules. */
export function TaskModal({ projectId, roots, target, onClose }: Props) {
  const editing = target.kind === 'edit' ? target.node : null;
  const toast = useToast();
  const save = useSaveTask(projectId);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = editing ? modalValuesOf(editing.task) : modalValuesOf(null, target.kind === 'add' ? target.parent?.task.id ?? '' : '');
  const { values, set, errors, setErrors } = useForm(initial);
  const [failure, setFailure] = useState('');

  const parentOptions = [
    { value: '', label: t.noParent },
    ...parentCandidates(roots, editing).map((n) => ({ value: n.task.id, label: `${'\u00a0\u00a0'.repeat(n.depth - 1)}${n.outline} ${n.task.title}` })),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateTaskModal(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    const parent = values.parent_id ? findNode(roots, values.parent_id) : null;
    try {
      await save.mutateAsync({ taskId: editing?.task.id ?? null, body: taskModalBody(values, parent?.depth ?? null, editing?.task ?? null) });
      toast.show(editing ? t.saved : t.added, 'success');
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) as typeof errors);
      setFailure(failureMessage(error, t.saveFailed));
    }
  };

  const title = editing ? t.editTitle : target.kind === 'add' && target.parent ? t.addChildTitle(target.parent.task.title) : t.addTitle;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeLabel={messages.common.close}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>{messages.common.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending} disabled={!values.title.trim()}>
            {save.isPending ? messages.common.saving : editing ? t.submitEdit : t.submitAdd}
          </Button>
        </>
      }
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} onKeyDown={guardImeEnter} noValidate>
        {failure && <Alert>{failure}</Alert>}
        <TextField label={t.title} value={values.title} onChange={(e) => set('title', e.target.value)} error={errors.title} required autoFocus />
        <TextArea label={t.description} value={values.description} onChange={(e) => set('description', e.target.value)} error={errors.description} rows={3} />
        <div className={styles.row}>
          <TextField type="date" label={t.startDate} value={values.start_date} onChange={(e) => set('start_date', e.target.value)} error={errors.start_date} />
          <TextField type="date" label={t.endDate} value={values.end_date} min={values.start_date || undefined} onChange={(e) => set('end_date', e.target.value)} error={errors.end_date} />
        </div>
        <div className={styles.row}>
          <TextField type="number" inputMode="numeric" min={1} step={1} label={t.duration} value={values.duration} onChange={(e) => set('duration', e.target.value)} error={errors.duration} />
          <TextField type="number" inputMode="decimal" min={0} max={100} step="any" label={t.progress} value={values.progress} onChange={(e) => set('progress', e.target.value)} error={errors.progress} />
        </div>
        <div className={styles.row}>
          <Select label={t.status} value={values.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
          <Select label={t.priority} value={values.priority} options={PRIORITY_OPTIONS} onChange={(v) => set('priority', v)} />
        </div>
        <div className={styles.row}>
          <TextField label={t.assignee} value={values.assignee} onChange={(e) => set('assignee', e.target.value)} error={errors.assignee} />
          <Select label={t.parent} value={values.parent_id} options={parentOptions} onChange={(v) => set('parent_id', v)} />
        </div>
        {errors.parent_id && <Alert>{errors.parent_id}</Alert>}
      </form>
    </Modal>
  );
}
