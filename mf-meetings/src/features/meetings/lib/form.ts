import type { Meeting } from '@haru/contracts';
import { emptyRow, formRows, type ActionRow } from './action-rows';

/** What the add and edit forms hold: a meeting's editable fields (strings, the attendee list and the action rows). */
export type MeetingForm = Omit<Meeting, 'id' | 'created_at' | 'updated_at' | 'action_item_rows'> & { action_item_rows: ActionRow[] };

export type FormField = keyof MeetingForm;

/** Every field; a server problem about one of them shows beside it. */
export const FORM_FIELDS: readonly FormField[] = ['title', 'date', 'time', 'location', 'attendees', 'agenda', 'content', 'decisions', 'action_items', 'action_item_rows'];

export const emptyForm = (date = ''): MeetingForm => ({
  title: '', date, time: '', location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '', action_item_rows: [emptyRow()],
});

export function formFromMeeting(m: Meeting): MeetingForm {
  const { title, date, time, location, attendees, agenda, content, decisions, action_items } = m;
  return { title, date, time, location, attendees: [...attendees], agenda, content, decisions, action_items, action_item_rows: formRows(m.action_item_rows ?? []) };
}

/** SPEC.md: submit stays disabled unless title, date and time are present. */
export function canSubmit(form: Pick<MeetingForm, 'title' | 'date' | 'time'>): boolean {
  return Boolean(form.title.trim() && form.date && form.time.trim());
}
