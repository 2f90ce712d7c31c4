import {
  ACTION_ITEM_ID,
  deriveActionItems,
  newActionItemId,
  splitActionItems,
  type ActionItem,
  type ActionItemData,
} from '@haru/contracts';

/** A row as the meetings collection keeps it. */
export interface StoredRow { id: string; text: string; owner: string; dueDate: string | null; done: boolean; todoId: string | null }

/** What a meeting document holds about its action items. */
export interface RowSource { action_items?: string | null; attendees?: string[] | null; actionRows?: StoredRow[] | null }

export const toActionItem = (r: StoredRow): ActionItem => ({
  id: r.id, text: r.text, owner: r.owner ?? '', due_date: r.dueDate ?? null, done: Boolean(r.done), todo_id: r.todoId ?? null,
});

const toStored = (r: ActionItem): StoredRow => ({ id: r.id, text: r.text, owner: r.owner, dueDate: r.due_date, done: r.done, todoId: r.todo_id });

/** A meeting without stored rows (written before issue 21, or by a spec client): its string split, ids l0, l1, …. */
export function legacyRows(doc: RowSource): StoredRow[] {
  return splitActionItems(doc.action_items ?? '', doc.attendees ?? []).map((r, i) => toStored({ ...r, id: `l${i}`, todo_id: null }));
}

/** The rows of a stored meeting, stored or split. */
export const rowsOf = (doc: RowSource): StoredRow[] => doc.actionRows ?? legacyRows(doc);

/** Rows from a client: a known id keeps its to-do link; a missing, unknown-format or repeated id gets a new one. */
export function mergeRows(current: readonly StoredRow[], input: readonly ActionItemData[]): StoredRow[] {
  const byId = new Map(current.map((r) => [r.id, r]));
  const seen = new Set<string>();
  return input.map((row) => {
    const id = row.id && ACTION_ITEM_ID.test(row.id) && !seen.has(row.id) ? row.id : newActionItemId();
    seen.add(id);
    return { id, text: row.text, owner: row.owner, dueDate: row.due_date, done: row.done, todoId: byId.get(id)?.todoId ?? null };
  });
}

/**
 * A spec client's string that differs from the stored one. When it is exactly the derived form of the rows it
 * splits into (a derived string edited line by line), those rows are kept, matching unchanged lines to the rows
 * they came from (links kept); otherwise null: the string is kept as written and split on each read.
 */
export function rowsFromString(value: string, current: readonly StoredRow[], attendees: readonly string[]): StoredRow[] | null {
  const split = splitActionItems(value, attendees);
  if (deriveActionItems(split) !== value) return null;
  const pool = current.map((r) => ({ line: deriveActionItems([toActionItem(r)]), row: r }));
  return split.map((r) => {
    const line = deriveActionItems([r]);
    const match = pool.findIndex((p) => p.line === line);
    if (match >= 0) return { ...pool.splice(match, 1)[0].row };
    return { id: newActionItemId(), text: r.text, owner: r.owner, dueDate: r.due_date, done: r.done, todoId: null };
  });
}

export const derivedString = (rows: readonly StoredRow[]) => deriveActionItems(rows.map(toActionItem));
