import type { Reminder, TodoCategory, TodoDto, TodoPriority, TodoStatus } from '@haru/contracts';
import type { TodoDoc } from './todos.model';

/** The wire shape (SPEC.md section 3): snake_case, string id, `completed` derived from status. */
export function toTodoDto(doc: TodoDoc): TodoDto {
  const status = doc.status as TodoStatus;
  return {
    id: String(doc._id),
    title: doc.title,
    description: doc.description ?? '',
    priority: (doc.priority ?? 'medium') as TodoPriority,
    status,
    category: (doc.category ?? null) as TodoCategory | null,
    due_date: doc.dueDate ?? null,
    due_time: doc.dueDate ? doc.dueTime ?? null : null,
    tags: doc.tags ?? [],
    checklist: (doc.checklist ?? []).map((i) => ({ id: i.id, text: i.text, done: Boolean(i.done) })),
    reminders: storedReminders(doc.reminders),
    recurrence: doc.recurrence ?? null,
    completed: status === 'completed',
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
    ...(doc.source ? { source: { type: 'meeting' as const, meeting_id: doc.source.meetingId, item_id: doc.source.itemId, title: doc.source.title, date: doc.source.date } } : {}),
  };
}

/** Stored reminders as the contract's shape (an `at` only for chosen times). */
export function storedReminders(list: TodoDoc['reminders'] | null | undefined): Reminder[] {
  return (list ?? []).map((r) => (r.kind === 'at' ? { kind: 'at', at: r.at ?? '' } : { kind: r.kind }) as Reminder);
}
