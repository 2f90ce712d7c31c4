import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { TASK_PRIORITIES, TASK_STATUSES, taskBodySchema } from '@haru/contracts';
import { Alert, Button, Modal, Select, TextArea, TextField, useToast } from '@haru/ui-kit';
import { FormDraft, preventImeSubmit, submitContract, useContractForm, useFormDraft } from '@haru/ui-kit/form';
import { messages } from '../../../messages/ko';
import { DateRangeFields } from '../../shared/date-range-fields';
import { useSaveTask } from '../../shared/queries';
import { modalValuesOf, TASK_FIELDS, taskModalBody } from '../lib/task-form';
import { findNode, parentCandidates, type TaskNode } from '../lib/tree';
import styles from './task-modal.module.css';
import { failureText } from '@haru/api-client';

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
  const initial = editing ? modalValuesOf(editing.task) : modalValuesOf(null, target.kind === 'add' ? target.parent?.task.id ?? '' : '');
  const form = useContractForm(taskBodySchema, { defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const draft = useFormDraft(form, editing ? `wbs:task:edit:${editing.task.id}` : `wbs:task:add:${projectId}:${initial.parent_id || 'top'}`);
  const [title, startDate] = useWatch({ control, name: ['title', 'start_date'] });
  const [failure, setFailure] = useState('');

  const parentOptions = [
    { value: '', label: t.noParent },
    ...parentCandidates(roots, editing).map((n) => ({ value: n.task.id, label: `${'\u00a0\u00a0'.repeat(n.depth - 1)}${n.outline} ${n.task.title}` })),
  ];

  const submit = submitContract(form, TASK_FIELDS, async (values) => {
    setFailure('');
    const parent = values.parent_id ? findNode(roots, values.parent_id) : null;
    await save.mutateAsync({ taskId: editing?.task.id ?? null, body: taskModalBody(values, parent?.depth ?? null, editing?.task ?? null) });
    draft.clear();
    toast.show(editing ? t.saved : t.added, 'success');
    onClose();
  }, (error) => setFailure(failureText(error, t.saveFailed)));

  const heading = editing ? t.editTitle : target.kind === 'add' && target.parent ? t.addChildTitle(target.parent.task.title) : t.addTitle;
  return (
    <Modal
      open
      title={heading}
      onClose={onClose}
      closeLabel={messages.common.close}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>{messages.common.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" busy={save.isPending} disabled={!(title ?? '').trim()}>
            {save.isPending ? messages.common.saving : editing ? t.submitEdit : t.submitAdd}
          </Button>
        </>
      }
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form id={formId} className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
        <FormDraft draft={draft} />
        {failure && <Alert>{failure}</Alert>}
        <TextField label={t.title} error={errors.title?.message} required {...register('title')} />
        <TextArea label={t.description} error={errors.description?.message} rows={3} {...register('description')} />
        <div className={styles.row}>
          <DateRangeFields control={control} errors={errors} start={startDate} />
        </div>
        <div className={styles.row}>
          <TextField type="number" inputMode="numeric" min={1} step={1} label={t.duration} error={errors.duration?.message} {...register('duration', { valueAsNumber: true })} />
          <TextField type="number" inputMode="decimal" min={0} max={100} step="any" label={t.progress} error={errors.progress?.message} {...register('progress', { valueAsNumber: true })} />
        </div>
        <div className={styles.row}>
          <Controller control={control} name="status" render={({ field }) => <Select label={t.status} value={field.value ?? 'not_started'} options={STATUS_OPTIONS} onChange={field.onChange} />} />
          <Controller control={control} name="priority" render={({ field }) => <Select label={t.priority} value={field.value ?? 'medium'} options={PRIORITY_OPTIONS} onChange={field.onChange} />} />
        </div>
        <div className={styles.row}>
          <TextField label={t.assignee} error={errors.assignee?.message} {...register('assignee')} />
          <Controller control={control} name="parent_id" render={({ field }) => <Select label={t.parent} value={field.value ?? ''} options={parentOptions} onChange={field.onChange} />} />
        </div>
        {errors.parent_id && <Alert>{errors.parent_id.message}</Alert>}
      </form>
    </Modal>
  );
}
