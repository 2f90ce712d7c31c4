import { TODO_LIMITS, TODO_MESSAGES, type TodoCategory, type TodoPriority, type TodoStatus } from '@haru/contracts';

export interface TodoFormValues {
  title: string;
  description: string;
  priority: TodoPriority;
  status: TodoStatus;
  category: TodoCategory | null;
  dueDate: string | null;
  tags: string[];
}

export type TodoFormErrors = Partial<Record<'title' | 'description' | 'dueDate', string>>;

export const EMPTY_FORM: TodoFormValues = {
  title: '', description: '', priority: 'medium', status: 'pending', category: null, dueDate: null, tags: [],
};

const length = (v: string) => [...v].length;

/** SPEC.md section 5. The add form also refuses a due date before today; the edit form has no date rule. */
export function validateTodo(values: TodoFormValues, mode: 'add' | 'edit', today: string): TodoFormErrors {
  const errors: TodoFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = TODO_MESSAGES.titleRequired;
  else if (length(title) > TODO_LIMITS.title) errors.title = TODO_MESSAGES.titleTooLong;
  if (length(values.description.trim()) > TODO_LIMITS.description) errors.description = TODO_MESSAGES.descriptionTooLong;
  if (mode === 'add' && values.dueDate && values.dueDate < today) errors.dueDate = TODO_MESSAGES.dueDatePast;
  return errors;
}

/** The request body the API takes (create, or the full body of an edit). */
export function toTodoBody(values: TodoFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    priority: values.priority,
    status: values.status,
    category: values.category,
    due_date: values.dueDate,
    tags: values.tags,
  };
}
