import { meetingInputSchema, type Meeting, type MeetingData } from '@haru/contracts';

/** What the add and edit forms hold: a meeting's editable fields (every one a string except the attendee list). */
export type MeetingForm = Omit<Meeting, 'id' | 'created_at' | 'updated_at'>;

export type FormField = keyof MeetingForm;
export type FormErrors = Partial<Record<FormField, string>>;

export const emptyForm = (date = ''): MeetingForm => ({
  title: '', date, time: '', location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '',
});

export function formFromMeeting(m: Meeting): MeetingForm {
  const { title, date, time, location, attendees, agenda, content, decisions, action_items } = m;
  return { title, date, time, location, attendees: [...attendees], agenda, content, decisions, action_items };
}

/** SPEC.md: submit stays disabled unless title, date and time are present. */
export function canSubmit(form: MeetingForm): boolean {
  return Boolean(form.title.trim() && form.date && form.time.trim());
}

/** The same contract the API enforces, so the form shows the server's Korean messages before a round trip. */
export function validateForm(form: MeetingForm): { data: MeetingData } | { errors: FormErrors } {
  const result = meetingInputSchema.safeParse(form);
  if (result.success) return { data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as FormField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The message for one field as the user types, or undefined (length limits show at once). */
export function fieldError(form: MeetingForm, field: FormField): string | undefined {
  const result = validateForm(form);
  return 'errors' in result ? result.errors[field] : undefined;
}

/** Server-side field errors (`errors[].field`) mapped onto the form. */
export function errorsFromServer(fieldErrors: readonly { field: string; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const e of fieldErrors) {
    const field = e.field.split('.')[0] as FormField;
    if (field && !errors[field]) errors[field] = e.message;
  }
  return errors;
}
