/**
 * The fields of a to-do and a meeting create body (`todoCreateSchema`, `meetingInputSchema`), without zod, for code
 * that must not load the schemas (the offline queue re-creating an item deleted on the server). A test checks that
 * each list is exactly its schema's keys, so a field added to the contract is never left behind.
 */
export const TODO_CREATE_FIELDS = [
  'title', 'description', 'priority', 'status', 'category', 'due_date', 'due_time', 'tags', 'checklist', 'reminders', 'recurrence',
] as const;

export const MEETING_CREATE_FIELDS = [
  'title', 'date', 'time', 'location', 'attendees', 'agenda', 'content', 'decisions', 'action_items', 'action_item_rows',
] as const;
