import type { Meeting } from '@haru/contracts';

/** What the add and edit forms hold: a meeting's editable fields (every one a string except the attendee list). */
export type MeetingForm = Omit<Meeting, 'id' | 'created_at' | 'updated_at'>;

export type FormField = keyof MeetingForm;

/** Every field; a server problem about one of them shows beside it. */
export const FORM_FIELDS: readonly FormField[] = ['title', 'date', 'time', 'location', 'attendees', 'agenda', 'content', 'decisions', 'action_items'];

export const emptyForm = (date = ''): MeetingForm => ({
  title: '', date, time: '', location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '',
});

export function formFromMeeting(m: Meeting): MeetingForm {
  const { title, date, time, location, attendees, agenda, content, decisions, action_items } = m;
  return { title, date, time, location, attendees: [...attendees], agenda, content, decisions, action_items };
}

/** SPEC.md: submit stays disabled unless title, date and time are present. */
export function canSubmit(form: Pick<MeetingForm, 'title' | 'date' | 'time'>): boolean {
  return Boolean(form.title.trim() && form.date && form.time.trim());
}
