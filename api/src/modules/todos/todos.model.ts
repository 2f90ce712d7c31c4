import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES, type Recurrence } from '@haru/contracts';

/** Sort key for "no due date": after every real date, so undated to-dos come last in ascending order. */
export const NO_DUE_KEY = '9999-12-31';

/** Issue 21: the meeting action item a to-do was sent from; removed when the meeting or the row goes. */
const sourceSchema = new Schema(
  {
    meetingId: { type: String, required: true },
    itemId: { type: String, required: true },
    title: { type: String, required: true },
    date: { type: String, required: true },
  },
  { _id: false },
);

const todoSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    priority: { type: String, enum: TODO_PRIORITIES, default: 'medium' },
    /** 3/2/1 for high/medium/low: lets the database sort and page by priority. */
    priorityRank: { type: Number, required: true },
    status: { type: String, enum: TODO_STATUSES, default: 'pending' },
    /** doneRank(status): 0 open, 1 completed, so the list's orders put open to-dos first (todos.cursor.ts). */
    doneRank: { type: Number, required: true },
    category: { type: String, enum: [...TODO_CATEGORIES, null], default: null },
    /** Calendar date `YYYY-MM-DD` in Asia/Seoul, or null. */
    dueDate: { type: String, default: null },
    /** Wall-clock `HH:MM` in Asia/Seoul, only beside a dueDate; null for an all-day to-do. */
    dueTime: { type: String, default: null },
    /**
     * dueKey(dueDate, dueTime): `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` with a time, NO_DUE_KEY without a date. A plain
     * ascending sort then runs by date, an all-day to-do first, then by time, undated to-dos last.
     */
    dueKey: { type: String, required: true },
    /** Lower-cased title for the server's title order (the client re-sorts with Intl.Collator('ko')). */
    titleKey: { type: String, required: true },
    tags: { type: [String], default: [] },
    /** In the user's order; `id` is the item's own (stable through reorders and edits), not a database id. */
    checklist: { type: [{ _id: false, id: { type: String, required: true }, text: { type: String, required: true }, done: { type: Boolean, default: false } }], default: [] },
    source: { type: sourceSchema, default: undefined },
    /** What the user chose (contracts reminders.ts); when each fires lives in `reminder_jobs`. */
    reminders: { type: [new Schema({ kind: { type: String, required: true }, at: { type: String } }, { _id: false })], default: [] },
    /** The repeat rule as the contract's recurrenceSchema left it (todos.series.ts), or null. */
    recurrence: { type: Schema.Types.Mixed, default: null },
    /** The series' first date: what the rule's interval counts from ('2주마다'). */
    seriesAnchor: { type: String, default: null },
    /** The date the rule gave this occurrence, when '이번 일정만' moved its due date elsewhere. */
    occurrenceDate: { type: String, default: null },
    /** The title the next occurrence takes, when '이번 일정만' renamed this one. */
    seriesTitle: { type: String, default: null },
    /** This occurrence's number in the series (1 = the first; absent = 1): a rule with `count` stops at it. */
    seriesIndex: { type: Number, default: null },
    /** The completed occurrence this one was created from: unique, so a double complete creates one next. */
    spawnedFrom: { type: String },
    /** True on a next occurrence the series made until the user changes it: only then does undoing the complete delete it. */
    pristine: { type: Boolean },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

// Every list query filters by owner first; the doneRank ones match the list's sort orders (todos.cursor.ts) key
// for key and direction for direction, so the database reads a page in index order with no sort. A status filter
// fixes doneRank, so its list sorts without it: the status index serves the default order. The createdAt and
// dueKey ones also serve the range reads of stats, analytics and the calendar.
todoSchema.index({ ownerId: 1, doneRank: 1, createdAt: -1, _id: -1 });
todoSchema.index({ ownerId: 1, doneRank: 1, priorityRank: -1, _id: -1 });
todoSchema.index({ ownerId: 1, doneRank: 1, dueKey: 1, _id: -1 });
todoSchema.index({ ownerId: 1, doneRank: 1, titleKey: 1, _id: -1 });
todoSchema.index({ ownerId: 1, createdAt: -1, _id: -1 });
todoSchema.index({ ownerId: 1, status: 1, createdAt: -1, _id: -1 });
todoSchema.index({ ownerId: 1, dueKey: 1, _id: -1 });
todoSchema.index({ spawnedFrom: 1 }, { unique: true, sparse: true, name: 'spawnedFrom_unique' });

/** Index names of the sort orders before open to-dos came first; dropped at start-up (todos.backfill.ts). */
export const RETIRED_TODO_INDEXES = ['ownerId_1_priorityRank_-1__id_-1', 'ownerId_1_titleKey_1__id_-1'];

export const doneRank = (status: string | null | undefined): 0 | 1 => (status === 'completed' ? 1 : 0);

export function dueKey(dueDate: string | null, dueTime: string | null): string {
  if (!dueDate) return NO_DUE_KEY;
  return dueTime ? `${dueDate}T${dueTime}` : dueDate;
}

/** A stored to-do as read with `lean()`: the checklist is plain objects, not mongoose's document array. */
export type TodoDoc = Omit<InferSchemaType<typeof todoSchema>, 'checklist' | 'recurrence'> & {
  recurrence?: Recurrence | null;
  checklist?: { id: string; text: string; done?: boolean | null }[];
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const TodoModel = mongoose.model('Todo', todoSchema);
