import { useState, type FormEvent } from 'react';
import { TODO_LIMITS, TODO_MESSAGES, TODO_PRIORITIES, TODO_STATUSES } from '@haru/contracts';
import { Alert, Button, TextArea, TextField } from '@haru/ui-kit';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import { validateTodo, type TodoFormErrors, type TodoFormValues } from '../lib/validate';
import { CategoryPicker } from './category-picker';
import { RadioGroup } from './radio-group';
import { TagInput } from './tag-input';
import styles from './todo-form.module.css';

interface TodoFormProps {
  mode: 'add' | 'edit';
  initial: TodoFormValues;
  today: string;
  saving: boolean;
  /** A failure to show above the buttons (server detail or the spec's fallback). */
  serverError: string | null;
  submitLabel: string;
  savingLabel: string;
  onSubmit: (values: TodoFormValues) => void;
  onCancel: () => void;
}

/** The add form (/todo/add) and the edit form (/todo/{id}) share fields; edit adds status and caps the title. */
export function TodoForm({ mode, initial, today, saving, serverError, submitLabel, savingLabel, onSubmit, onCancel }: TodoFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TodoFormErrors>({});
  const set = <K extends keyof TodoFormValues>(key: K, value: TodoFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's error clears as soon as the user edits that field (SPEC.md section 5).
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateTodo(values, mode, today);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(values);
  };
  const titleLength = [...values.title].length;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={messages.form.title}
        value={values.title}
        placeholder={messages.form.titlePlaceholder}
        onChange={(e) => set('title', e.target.value)}
        // Submit stays disabled while the title is blank, so say why once the user leaves the field empty.
        onBlur={() => { if (!values.title.trim()) setErrors((e) => ({ ...e, title: TODO_MESSAGES.titleRequired })); }}
        error={errors.title}
        counter={messages.form.counter(titleLength, TODO_LIMITS.title)}
        maxLength={mode === 'edit' ? TODO_LIMITS.title : undefined}
        required
        autoFocus={mode === 'add'}
      />
      <TextArea
        label={messages.form.description}
        value={values.description}
        placeholder={messages.form.descriptionPlaceholder}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        counter={messages.form.counter([...values.description].length, TODO_LIMITS.description)}
        rows={4}
      />
      <RadioGroup legend={messages.form.priority} name="priority" value={values.priority} options={TODO_PRIORITIES} labels={messages.priority} onChange={(v) => set('priority', v)} />
      {mode === 'edit' && (
        <RadioGroup legend={messages.form.status} name="status" value={values.status} options={TODO_STATUSES} labels={messages.status} onChange={(v) => set('status', v)} />
      )}
      <CategoryPicker value={values.category} onChange={(v) => set('category', v)} />
      <DatePicker
        label={messages.form.dueDate}
        labels={messages.picker}
        value={values.dueDate ?? ''}
        onChange={(v) => set('dueDate', v || null)}
        today={today}
        minDate={mode === 'add' ? today : undefined}
        error={errors.dueDate}
      />
      <TagInput tags={values.tags} onChange={(v) => set('tags', v)} />
      {serverError && <Alert>{serverError}</Alert>}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={saving}>{messages.form.cancel}</Button>
        <Button type="submit" variant="primary" disabled={!values.title.trim() || saving} aria-busy={saving || undefined}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
