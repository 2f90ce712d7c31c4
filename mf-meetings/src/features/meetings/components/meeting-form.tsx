import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MEETING_LIMITS, meetingInputSchema, type Meeting, type MeetingData } from '@haru/contracts';
import { Alert, Button, TextArea, TextField } from '@haru/ui-kit';
import { FormDraft, preventImeSubmit, submitContract, useContractForm, useEditedFields, useFormDraft } from '@haru/ui-kit/form';
import { DatePicker, TimePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import { charCount } from '../lib/format';
import { canSubmit, FORM_FIELDS, type FormField, type MeetingForm as FormState } from '../lib/form';
import { AttendeeInput } from './attendee-input';
import { ActionItemsEditor } from './action-items-editor';
import type { ActionRow } from '../lib/action-rows';
import { carryOver, previousMeeting } from '../lib/carry-forward';
import { CarryForward } from './carry-forward';
import { TemplatePicker, withTemplate } from './template-picker';
import styles from './meeting-form.module.css';

const t = messages.form;

interface MeetingFormProps {
  /** Names the form's draft ('meeting:add', `meeting:edit:${id}`): kept per user until saved. */
  draftName: string;
  initial: FormState;
  submitLabel: string;
  busy: boolean;
  /** A failure to show above the buttons (the server's detail or the screen's fallback). */
  failure?: string;
  /** Saves; a rejection carrying the API's field errors puts them beside their fields. */
  onSubmit: (data: MeetingData) => Promise<unknown>;
  onCancel: () => void;
  cancelLabel: string;
  /** A new meeting: the meetings whose open action items it may carry over, and the one it was started from. */
  carry?: { meetings: readonly Meeting[]; fromId?: string | null };
}

const TEXTAREAS: { field: 'agenda' | 'content' | 'decisions'; label: string; max: number; rows: number }[] = [
  { field: 'agenda', label: t.agenda, max: MEETING_LIMITS.agenda, rows: 4 },
  { field: 'content', label: t.content, max: MEETING_LIMITS.content, rows: 8 },
  { field: 'decisions', label: t.decisions, max: MEETING_LIMITS.decisions, rows: 4 },
];

/** The fields shared by /meeting/add and the edit mode of /meeting/{id}, validated live by the API's schema. */
export function MeetingForm({ draftName, initial, submitLabel, busy, failure, onSubmit, onCancel, cancelLabel, carry }: MeetingFormProps) {
  const [carriedFrom, setCarriedFrom] = useState<string | null>(null);
  const contractForm = useContractForm(meetingInputSchema, { defaultValues: initial, live: true });
  const { register, control, getValues, setValue, watch, formState: { errors, touchedFields, isSubmitted } } = contractForm;
  const draft = useFormDraft(contractForm, draftName);
  const form = useWatch({ control }) as FormState;
  const previous = carry ? previousMeeting(carry.meetings, { fromId: carry.fromId, title: form.title ?? '' }) : null;

  const edited = useEditedFields(watch);
  // Required-field messages wait for the user to leave a field they edited (or submit): tabbing through a field
  // never flags it. Length limits show at once.
  const errorOf = (field: FormField): string | undefined => {
    const error = field === 'action_item_rows' ? firstError(errors[field]) : errors[field];
    if (!error) return undefined;
    // Row problems (a length, a date) show at once: a row has no "required" message to hold back.
    const shown = error.type === 'server' || isSubmitted || field === 'action_item_rows' || (touchedFields[field] && edited.has(field)) || isLengthError(field, form);
    return shown ? error.message : undefined;
  };

  const submit = submitContract(contractForm, FORM_FIELDS, async (data: MeetingData) => {
    await onSubmit(data);
    draft.clear();
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition
    <form className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
      <FormDraft draft={draft} />
      <TextField
        label={<>{t.title}<span className={styles.required} aria-hidden="true">*</span></>}
        placeholder={t.titlePlaceholder}
        required
        counter={t.counter(charCount(form.title ?? ''), MEETING_LIMITS.title)}
        error={errorOf('title')}
        {...register('title')}
      />
      <div className={styles.row}>
        {/* A picked date or time counts as visited: its message shows at once. */}
        <Controller control={control} name="date" render={({ field }) => (
          <DatePicker label={t.date} labels={messages.date} required value={field.value} error={errorOf('date')} onChange={(v) => { field.onChange(v); field.onBlur(); }} />
        )} />
        <Controller control={control} name="time" render={({ field }) => (
          <TimePicker label={t.time} labels={messages.time} required value={field.value} error={errorOf('time')} onChange={(v) => { field.onChange(v); field.onBlur(); }} />
        )} />
      </div>
      <TextField label={t.location} placeholder={t.locationPlaceholder} error={errorOf('location')} {...register('location')} />
      <Controller control={control} name="attendees" render={({ field }) => (
        <AttendeeInput value={(field.value as string[] | null | undefined) ?? []} error={errorOf('attendees')} onChange={field.onChange} />
      )} />
      <TemplatePicker onPick={(tpl) => setValue('agenda', withTemplate(getValues('agenda') ?? '', tpl), { shouldDirty: true, shouldValidate: true })} />
      {TEXTAREAS.map(({ field, label, max, rows }) => (
        <TextArea
          key={field}
          label={label}
          rows={rows}
          counter={t.counter(charCount(form[field] ?? ''), max)}
          error={errorOf(field)}
          {...register(field)}
        />
      ))}
      {carry && previous && previous.id !== carriedFrom && (
        <CarryForward previous={previous} onCarry={() => {
          setValue('action_item_rows', carryOver((getValues('action_item_rows') as ActionRow[] | undefined) ?? [], previous), { shouldDirty: true });
          setCarriedFrom(previous.id);
        }} />
      )}
      <Controller control={control} name="action_item_rows" render={({ field }) => (
        <ActionItemsEditor value={(field.value as ActionRow[] | undefined) ?? []} attendees={(form.attendees as string[] | undefined) ?? []}
          error={errorOf('action_item_rows') ?? errorOf('action_items')} onChange={field.onChange} />
      )} />
      {failure && <Alert>{failure}</Alert>}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
        <Button type="submit" variant="primary" busy={busy} disabled={!canSubmit({ title: form.title ?? '', date: form.date ?? '', time: form.time ?? '' })}>{busy ? t.saving : submitLabel}</Button>
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

/** The first message in a field's error tree (a row's own field, or the list's). */
function firstError(error: unknown): { message?: string; type?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; type?: unknown };
  if (typeof e.message === 'string') return { message: e.message, type: typeof e.type === 'string' ? e.type : undefined };
  for (const child of Object.values(error)) {
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

function isLengthError(field: FormField, form: FormState): boolean {
  const max = LIMITED[field];
  const value = form[field];
  return max !== undefined && typeof value === 'string' && charCount(value.trim()) > max;
}
