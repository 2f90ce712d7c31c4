import { newActionItemId, type ActionItem } from '@haru/contracts';

/**
 * A row as the form holds it: what the API takes (never the to-do link, which only the server sets). A row carried
 * over from an earlier meeting names the row it came from, so the server can give it that row's to-do.
 */
export interface ActionRow { id: string; text: string; owner: string; due_date: string; done: boolean; carried_from?: { meeting_id: string; item_id: string } }

export const emptyRow = (): ActionRow => ({ id: newActionItemId(), text: '', owner: '', due_date: '', done: false });

export const formRows = (items: readonly ActionItem[]): ActionRow[] =>
  items.map(({ id, text, owner, due_date, done }) => ({ id, text, owner, due_date: due_date ?? '', done }));

/** The rows with one inserted after `index` (at the end when -1). */
export function insertRow(list: readonly ActionRow[], index: number, row: ActionRow = emptyRow()): ActionRow[] {
  const at = index < 0 ? list.length : index + 1;
  return [...list.slice(0, at), row, ...list.slice(at)];
}
