import mongoose from 'mongoose';
import { RECURRENCE_MESSAGES, TODO_MESSAGES, seoulDate, type Recurrence, type TodoEditScope, type TodoUpdate } from '@haru/contracts';
import { addDays } from '@haru/dates';
import { nextOccurrence } from '@haru/dates/recurrence';
import { badRequest } from '../../http/app-error';
import { TodoModel, type TodoDoc } from './todos.model';

/**
 * Repeating to-dos (issue 19). A series is a chain of to-dos: each occurrence is its own to-do carrying the rule.
 * Completing one leaves it completed and creates the next occurrence as a new pending to-do (checklist unticked,
 * reminders re-armed), once: the new to-do's `spawnedFrom` (the completed one's id) is unique in the database, so
 * a second complete, simultaneous or later, inserts nothing. The next date is the rule's first occurrence after
 * this one's date and not before today (a late weekly report is followed by the coming week's, not by a backlog).
 * A rule that ends stops there: past `until`, or at the occurrence numbered `count` (`seriesIndex` counts the
 * series' to-dos, so dates a late complete skipped do not use up the count); the last occurrence spawns nothing.
 * Undoing a complete (back to pending or 진행중) deletes the next occurrence it made while that is `pristine` (every
 * user update clears the flag); a next occurrence the user has changed stays, and the answer says so.
 */

const DAY_MS = 86_400_000;
const needsDate = () => badRequest(TODO_MESSAGES.recurrenceNeedsDate, [{ field: 'recurrence', message: TODO_MESSAGES.recurrenceNeedsDate }]);
const endsBeforeStart = () => badRequest(RECURRENCE_MESSAGES.untilBeforeStart, [{ field: 'recurrence.until', message: RECURRENCE_MESSAGES.untilBeforeStart }]);

/** The first occurrence on or after today, for a repeating to-do created without a date ('매년 음력 8월 15일'). */
export function firstDueDate(rule: Recurrence, now: Date): string {
  const today = seoulDate(now);
  const first = nextOccurrence(rule, addDays(today, -1), today);
  if (!first) throw rule.until ? endsBeforeStart() : needsDate();
  return first;
}

/** A (new) rule starting at `dueDate`: its `until` may not lie before it; the to-do is the series' first. */
function startSeries(rule: Recurrence, dueDate: string | null) {
  if (!dueDate) throw needsDate();
  if (rule.until && rule.until < dueDate) throw endsBeforeStart();
  return { recurrence: rule, seriesAnchor: dueDate, seriesIndex: 1 };
}

/** The series fields a create stores beside the rule. */
export function seriesOnCreate(rule: Recurrence | null | undefined, dueDate: string | null) {
  return rule ? startSeries(rule, dueDate) : {};
}

export type SeriesState = Pick<TodoDoc, 'title' | 'dueDate' | 'recurrence' | 'seriesAnchor' | 'occurrenceDate' | 'seriesTitle'>;
export const SERIES_FIELDS = { title: 1, dueDate: 1, recurrence: 1, seriesAnchor: 1, occurrenceDate: 1, seriesTitle: 1 } as const;

/**
 * The series fields an update sets. A new rule (or null) restarts (or ends) the series from this to-do. Otherwise,
 * for a repeating to-do, `this` keeps the series' own date and title for the next occurrence when this one moves
 * or is renamed; `following` makes the new date the series' anchor and the new title the series' title.
 */
export function seriesOnUpdate(current: SeriesState, patch: TodoUpdate, dueDate: string | null, scope: TodoEditScope = 'following') {
  if (patch.recurrence === null) return { recurrence: null, seriesAnchor: null, occurrenceDate: null, seriesTitle: null, seriesIndex: null };
  if (patch.recurrence) return { ...startSeries(patch.recurrence, dueDate), occurrenceDate: null, seriesTitle: null };
  if (!current.recurrence) return {};
  if (!dueDate) throw needsDate();
  const moved = dueDate !== current.dueDate;
  const renamed = patch.title !== undefined && patch.title !== current.title;
  if (scope === 'this') {
    return {
      ...(moved ? { occurrenceDate: current.occurrenceDate ?? current.dueDate } : {}),
      ...(renamed ? { seriesTitle: current.seriesTitle ?? current.title } : {}),
    };
  }
  return { ...(moved ? { seriesAnchor: dueDate, occurrenceDate: null } : {}), ...(renamed ? { seriesTitle: null } : {}) };
}

/** The rule without `count`: the series counts its to-dos itself (`seriesIndex`). */
export function uncounted(rule: Recurrence): Recurrence {
  const { count: _count, ...rest } = rule;
  return rest as Recurrence;
}

/** How many occurrences may still follow `doc` (Infinity when the rule has no count). */
export function remainingAfter(doc: Pick<TodoDoc, 'recurrence' | 'seriesIndex'>): number {
  const count = doc.recurrence?.count;
  return count ? Math.max(0, count - (doc.seriesIndex ?? 1)) : Infinity;
}

/** The date of the occurrence after `doc`, or null when the rule has no more (its end, a lunar rule past 2050). */
export function nextDueDate(doc: TodoDoc, now: Date): string | null {
  const rule = doc.recurrence;
  const from = doc.occurrenceDate ?? doc.dueDate;
  if (!rule || !from || remainingAfter(doc) === 0) return null;
  const today = seoulDate(now);
  const after = from >= today ? from : addDays(today, -1);
  return nextOccurrence(uncounted(rule), after, doc.seriesAnchor ?? from);
}

/** A chosen-time reminder moves with the date; presets follow the new due date by themselves. */
function shiftedReminders(doc: TodoDoc, from: string, to: string) {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  return (doc.reminders ?? []).map((r) => (r.kind === 'at' && r.at ? { kind: 'at', at: new Date(Date.parse(r.at) + days * DAY_MS).toISOString() } : { kind: r.kind }));
}

/** The next occurrence's document (without derived keys): the series' title, this one's fields, an unticked checklist. */
export function nextOccurrenceDoc(doc: TodoDoc, dueDate: string) {
  return {
    _id: new mongoose.Types.ObjectId(),
    ownerId: doc.ownerId,
    title: doc.seriesTitle ?? doc.title,
    description: doc.description ?? '',
    priority: doc.priority ?? 'medium',
    status: 'pending' as const,
    category: doc.category ?? null,
    dueDate,
    dueTime: doc.dueTime ?? null,
    tags: doc.tags ?? [],
    checklist: (doc.checklist ?? []).map((i) => ({ id: i.id, text: i.text, done: false })),
    reminders: shiftedReminders(doc, doc.dueDate ?? dueDate, dueDate),
    recurrence: doc.recurrence,
    seriesAnchor: doc.seriesAnchor ?? doc.dueDate,
    seriesIndex: (doc.seriesIndex ?? 1) + 1,
    spawnedFrom: String(doc._id),
    pristine: true,
  };
}

/** Where a repeating to-do stands in its series: what a backup keeps so a restore does not start the count again. */
export interface SeriesPosition { index: number; anchor: string; occurrence_date: string | null; title: string | null }

type Positioned = Pick<TodoDoc, 'recurrence' | 'dueDate' | 'seriesIndex' | 'seriesAnchor' | 'occurrenceDate' | 'seriesTitle'>;

export function seriesPosition(doc: Positioned): SeriesPosition | undefined {
  const anchor = doc.seriesAnchor ?? doc.dueDate;
  if (!doc.recurrence || !anchor) return undefined;
  return { index: doc.seriesIndex ?? 1, anchor, occurrence_date: doc.occurrenceDate ?? null, title: doc.seriesTitle ?? null };
}

/** The stored series fields of a restored repeating to-do (a file without a position starts a series at its date). */
export function seriesFromPosition(position: SeriesPosition | undefined, dueDate: string | null) {
  return {
    seriesAnchor: position?.anchor ?? dueDate,
    seriesIndex: position?.index ?? 1,
    occurrenceDate: position?.occurrence_date ?? null,
    seriesTitle: position?.title ?? null,
  };
}

/** True when this to-do's next occurrence already exists (the unique `spawnedFrom` refused a second one). */
export const isDuplicateNext = (error: unknown) => (error as { code?: number }).code === 11000;

export const alreadySpawned = (id: string) => TodoModel.exists({ spawnedFrom: id });
