import type { ActionItem, Meeting, MeetingInput } from '@haru/contracts';

/** The PUT body that saves a meeting as it is, with its rows replaced (the to-do links stay on the server). */
export function bodyWithRows(meeting: Meeting, rows: readonly ActionItem[]): MeetingInput {
  const { title, date, time, location, attendees, agenda, content, decisions, action_items } = meeting;
  return {
    title, date, time, location, attendees, agenda, content, decisions, action_items,
    action_item_rows: rows.map(({ id, text, owner, due_date, done }) => ({ id, text, owner, due_date, done })),
  };
}
