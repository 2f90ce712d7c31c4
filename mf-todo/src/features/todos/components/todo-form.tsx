import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { TODO_LIMITS, TODO_PRIORITIES, TODO_STATUSES, todoAddFormSchema, todoUpdateSchema } from '@haru/contracts';
import { Alert, Button, TextArea, TextField } from '@haru/ui-kit';
import { FormDraft, preventImeSubmit, submitContract, useContractForm, useFormDraft } from '@haru/ui-kit/form';
import { DatePicker, TimePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import { TODO_FORM_FIELDS, type TodoBody, type TodoFormValues } from '../lib/todo-form';
import { CategoryPicker } from './category-picker';
import { ChecklistEditor } from './checklist-editor';
import { RecurrencePicker } from './recurrence-picker';
import { ReminderPicker } from './reminder-picker';
import { RadioGroup } from './radio-group';
import { TagInput } from './tag-input';
import styles from './todo-form.module.css';

interface TodoFormProps {
  mode: 'add' | 'edit';
  /** Names the form's draft ('todo:add', `todo:edit:${id}`): kept per user until saved. */
  draftName: string;
  initial: TodoFormValues;
  today: string;
  saving: boolean;
  /** A failure to show above the buttons (server detail or the spec's fallback). */
  serverError: string | null;
  submitLabel: string;
  savingLabel: string;
  /** Saves the body; a rejection carrying the API's field errors puts them beside their fields. */
  onSubmit: (body: TodoBody) => Promise<unknown>;
  onCancel: () => void;
}

/** The add form (/todo/add) and the edit form (/todo/{id}) share fields; edit adds status and caps the title. */
export function TodoForm({ mode, draftName, initial, today, saving, serverError, submitLabel, savingLabel, onSubmit, onCancel }: TodoFormProps) {
  // Add: the create schema plus "no past due date"; edit: the update schema. Both take and return the full body.
  const schema = useMemo(() => (mode === 'add' ? todoAddFormSchema(today) : (todoUpdateSchema as unknown as ReturnType<typeof todoAddFormSchema>)), [mode, today]);
  const form = useContractForm(schema, { defaultValues: initial });
  const { register, control, trigger, getValues, formState: { errors } } = form;
  /** A rule's end has messages of its own (the union's fields are not in the error type). */
  const recurrenceErrors = errors.recurrence as { until?: { message?: string }; count?: { message?: string } } | undefined;
  const draft = useFormDraft(form, draftName);
  const title = useWatch({ control, name: 'title' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';
  const dueDate = useWatch({ control, name: 'due_date' }) ?? null;

  const submit = submitContract(form, TODO_FORM_FIELDS, async (body: TodoBody) => {
    await onSubmit(body);
    draft.clear();
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition
    <form className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
      <FormDraft draft={draft} />
      <TextField
        label={messages.form.title}
        placeholder={messages.form.titlePlaceholder}
        error={errors.title?.message}
        counter={messages.form.counter([...title].length, TODO_LIMITS.title)}
        maxLength={mode === 'edit' ? TODO_LIMITS.title : undefined}
        required
        autoFocus={mode === 'add'}
        // Submit stays disabled while the title is blank, so say why once the user leaves the field empty.
        {...register('title', { onBlur: () => { if (!getValues('title').trim()) void trigger('title'); } })}
      />
      <TextArea
        label={messages.form.description}
        placeholder={messages.form.descriptionPlaceholder}
        error={errors.description?.message}
        counter={messages.form.counter([...(description ?? '')].length, TODO_LIMITS.description)}
        rows={4}
        {...register('description')}
      />
      <Controller control={control} name="priority" render={({ field }) => (
        <RadioGroup legend={messages.form.priority} name="priority" value={field.value ?? 'medium'} options={TODO_PRIORITIES} labels={messages.priority} onChange={field.onChange} />
      )} />
      {mode === 'edit' && (
        <Controller control={control} name="status" render={({ field }) => (
          <RadioGroup legend={messages.form.status} name="status" value={field.value ?? 'pending'} options={TODO_STATUSES} labels={messages.status} onChange={field.onChange} />
        )} />
      )}
      <Controller control={control} name="category" render={({ field }) => <CategoryPicker value={field.value || null} onChange={field.onChange} />} />
      <Controller control={control} name="due_date" render={({ field }) => (
        <DatePicker
          label={messages.form.dueDate}
          labels={messages.picker}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v || null)}
          today={today}
          minDate={mode === 'add' ? today : undefined}
          error={errors.due_date?.message}
        />
      )} />
      <Controller control={control} name="due_time" render={({ field }) => (
        <TimePicker
          label={messages.form.dueTime}
          labels={messages.timePicker}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v || null)}
          error={errors.due_time?.message}
        />
      )} />
      <Controller control={control} name="recurrence" render={({ field }) => (
        <RecurrencePicker value={(field.value ?? null) as TodoFormValues['recurrence']} baseDate={dueDate || today} today={today} onChange={field.onChange}
          error={errors.recurrence?.message ?? recurrenceErrors?.count?.message} untilError={recurrenceErrors?.until?.message} />
      )} />
      <Controller control={control} name="reminders" render={({ field }) => (
        <ReminderPicker value={(field.value ?? []) as TodoFormValues['reminders']} hasDueDate={Boolean(dueDate)} today={today} onChange={field.onChange} error={errors.reminders?.message} />
      )} />
      <Controller control={control} name="tags" render={({ field }) => <TagInput tags={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />} />
      <Controller control={control} name="checklist" render={({ field }) => (
        <ChecklistEditor items={(field.value ?? []) as TodoFormValues['checklist']} onChange={field.onChange} error={errors.checklist?.message} />
      )} />
      {serverError && <Alert>{serverError}</Alert>}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={saving}>{messages.form.cancel}</Button>
        <Button type="submit" variant="primary" disabled={!title.trim() || saving} aria-busy={saving || undefined}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
