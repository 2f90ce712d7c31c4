import type { ChecklistItem, Recurrence, Reminder, TodoCategory, TodoCreate, TodoDto, TodoPriority, TodoStatus } from '@haru/contracts';

/** What the add and edit forms hold: the fields of the API's to-do body, under the API's names. */
export interface TodoFormValues {
  title: string;
  description: string;
  priority: TodoPriority;
  status: TodoStatus;
  category: TodoCategory | null;
  due_date: string | null;
  /** HH:MM in Seoul, only with a due date. */
  due_time: string | null;
  tags: string[];
  checklist: ChecklistItem[];
  /** The repeat rule, or null (issue 19). */
  recurrence: Recurrence | null;
  reminders: Reminder[];
}

/** The body the form submits: the contract schema's output (trimmed, tags normalised). */
export type TodoBody = TodoCreate;

/** The fields a server problem (`errors[].field`) can be shown beside. */
export const TODO_FORM_FIELDS = ['title', 'description', 'due_date', 'due_time', 'checklist', 'recurrence', 'reminders'] as const;

export const EMPTY_FORM: TodoFormValues = {
  title: '', description: '', priority: 'medium', status: 'pending', category: null, due_date: null, due_time: null, tags: [], checklist: [],
  recurrence: null, reminders: [],
};

export const formOfTodo = (t: TodoDto): TodoFormValues => ({
  title: t.title, description: t.description, priority: t.priority, status: t.status, category: t.category, due_date: t.due_date, due_time: t.due_time, tags: t.tags, checklist: t.checklist,
  recurrence: t.recurrence ?? null, reminders: t.reminders,
});
