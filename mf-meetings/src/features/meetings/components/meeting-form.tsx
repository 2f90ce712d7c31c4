import { useMemo, useState, type FormEvent } from 'react';
import { MEETING_LIMITS } from '@haru/contracts';
import { Alert, Button, TextArea, TextField } from '@haru/ui-kit';
import { DatePicker, TimePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import { charCount } from '../lib/format';
import { canSubmit, validateForm, type FormErrors, type FormField, type MeetingForm as FormState } from '../lib/form';
import type { MeetingData } from '@haru/contracts';
import { AttendeeInput } from './attendee-input';
import styles from './meeting-form.module.css';

const t = messages.form;

interface MeetingFormProps {
  initial: FormState;
  submitLabel: string;
  busy: boolean;
  /** A failure to show above the buttons (the server's detail or the screen's fallback). */
  failure?: string;
  /** Field errors the server returned. */
  serverErrors?: FormErrors;
  onSubmit: (data: MeetingData) => void;
  onCancel: () => void;
  cancelLabel: string;
}

const TEXTAREAS: { field: 'agenda' | 'content' | 'decisions' | 'action_items'; label: string; max: number; rows: number }[] = [
  { field: 'agenda', label: t.agenda, max: MEETING_LIMITS.agenda, rows: 4 },
  { field: 'content', label: t.content, max: MEETING_LIMITS.content, rows: 8 },
  { field: 'decisions', label: t.decisions, max: MEETING_LIMITS.decisions, rows: 4 },
  { field: 'action_items', label: t.actionItems, max: MEETING_LIMITS.actionItems, rows: 4 },
];

/** The fields shared by /meeting/add and the edit mode of /meeting/{id}. */
export function MeetingForm({ initial, submitLabel, busy, failure, serverErrors, onSubmit, onCancel, cancelLabel }: MeetingFormProps) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const check = useMemo(() => validateForm(form), [form]);
  const liveErrors: FormErrors = 'errors' in check ? check.errors : {};

  // Required-field messages wait for the user to leave the field (or submit); length limits show at once.
  const errorOf = (field: FormField): string | undefined => {
    const own = liveErrors[field];
    if (own && (submitted || touched[field] || isLengthError(field, form))) return own;
    return serverErrors?.[field];
  };
  const set = <K extends FormField>(field: K, value: FormState[K]) => setForm((f) => ({ ...f, [field]: value }));
  const touch = (field: FormField) => () => setTouched((s) => ({ ...s, [field]: true }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if ('data' in check) onSubmit(check.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={<>{t.title}<span className={styles.required} aria-hidden="true">*</span></>}
        value={form.title}
        placeholder={t.titlePlaceholder}
        required
        counter={t.counter(charCount(form.title), MEETING_LIMITS.title)}
        error={errorOf('title')}
        onChange={(e) => set('title', e.target.value)}
        onBlur={touch('title')}
      />
      <div className={styles.row}>
        <DatePicker label={t.date} labels={messages.date} required value={form.date} error={errorOf('date')} onChange={(v) => { set('date', v); touch('date')(); }} />
        <TimePicker label={t.time} labels={messages.time} required value={form.time} error={errorOf('time')} onChange={(v) => { set('time', v); touch('time')(); }} />
      </div>
      <TextField
        label={t.location}
        value={form.location}
        placeholder={t.locationPlaceholder}
        error={errorOf('location')}
        onChange={(e) => set('location', e.target.value)}
      />
      <AttendeeInput value={form.attendees} error={errorOf('attendees')} onChange={(v) => set('attendees', v)} />
      {TEXTAREAS.map(({ field, label, max, rows }) => (
        <TextArea
          key={field}
          label={label}
          rows={rows}
          value={form[field]}
          counter={t.counter(charCount(form[field]), max)}
          error={errorOf(field)}
          onChange={(e) => set(field, e.target.value)}
        />
      ))}
      {failure && <Alert>{failure}</Alert>}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
        <Button type="submit" variant="primary" busy={busy} disabled={!canSubmit(form)}>{busy ? t.saving : submitLabel}</Button>
      </div>
    </form>
  );
}

const LIMITED: Partial<Record<FormField, number>> = {
  title: MEETING_LIMITS.title,
  location: MEETING_LIMITS.location,
  agenda: MEETING_LIMITS.agenda,
  content: MEETING_LIMITS.content,
  decisions: MEETING_LIMITS.decisions,
  action_items: MEETING_LIMITS.actionItems,
};

function isLengthError(field: FormField, form: FormState): boolean {
  const max = LIMITED[field];
  const value = form[field];
  return max !== undefined && typeof value === 'string' && charCount(value.trim()) > max;
}
