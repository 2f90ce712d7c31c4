import type { CalendarEvent } from '@haru/contracts';
import { occurrencesBetween, recurrenceLabel } from '@haru/dates/recurrence';
import { collection } from '../stats/sources';
import { nextDueDate, remainingAfter, uncounted } from '../todos/todos.series';
import type { TodoDoc } from '../todos/todos.model';

/** Enough for any visible range (62 days of a daily rule, many series). */
const MAX_REPEATS = 1000;
const OPEN = ['pending', 'in_progress'];

/**
 * Upcoming occurrences of the caller's repeating to-dos within [from, to] (issue 19): each open series' head (the
 * open repeating to-do with no next occurrence made from it yet) is projected forward as its completes would
 * go (the same next date, `until`, the remaining `count`). A projected event is not an item of its own: its
 * `source_id` is the head's, so it links to the series' to-do, and `projected` keeps the calendar from moving it.
 */
export async function repeatEvents({ ownerId, from, to, now }: { ownerId: string; from: string; to: string; now: Date }): Promise<CalendarEvent[]> {
  const heads = (await collection('todos')
    .find({ ownerId, status: { $in: OPEN }, recurrence: { $type: 'object' } }, { projection: { title: 1, dueDate: 1, dueTime: 1, status: 1, recurrence: 1, seriesAnchor: 1, occurrenceDate: 1, seriesTitle: 1, seriesIndex: 1 } })
    .limit(MAX_REPEATS)
    .toArray()) as unknown as TodoDoc[];
  if (heads.length === 0) return [];
  const ids = heads.map((h) => String(h._id));
  const spawned = new Set((await collection('todos').find({ ownerId, spawnedFrom: { $in: ids } }, { projection: { spawnedFrom: 1 } }).toArray()).map((d) => String(d.spawnedFrom)));
  const out: CalendarEvent[] = [];
  for (const head of heads) {
    if (spawned.has(String(head._id))) continue;
    for (const date of upcoming(head, from, to, now)) {
      if (out.length >= MAX_REPEATS) return out;
      out.push(projected(head, date));
    }
  }
  return out;
}

/** The head's next dates within [from, to], as its completes would create them. */
function upcoming(head: TodoDoc, from: string, to: string, now: Date): string[] {
  const first = nextDueDate(head, now);
  if (!first || first > to) return [];
  const rule = uncounted(head.recurrence!);
  const anchor = head.seriesAnchor ?? head.occurrenceDate ?? head.dueDate ?? first;
  const remaining = remainingAfter(head);
  if (remaining === Infinity) return occurrencesBetween(rule, anchor, first > from ? first : from, to);
  return occurrencesBetween(rule, anchor, first, to).slice(0, remaining).filter((d) => d >= from);
}

function projected(head: TodoDoc, date: string): CalendarEvent {
  const id = String(head._id);
  return {
    id: `todo-${id}@${date}`, type: 'todo', source_id: id, title: head.seriesTitle ?? head.title, date, end_date: null,
    completed: false, time: head.dueTime ?? null, status: 'pending', repeat: recurrenceLabel(head.recurrence!), projected: true,
  };
}
