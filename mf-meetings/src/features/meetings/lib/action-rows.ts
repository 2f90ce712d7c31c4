import { newActionItemId, type ActionItem } from '@haru/contracts';

/** A row as the form holds it: what the API takes (never the to-do link, which only the server sets). */
export interface ActionRow { id: string; text: string; owner: string; due_date: string; done: boolean }

export const emptyRow = (): ActionRow => ({ id: newActionItemId(), text: '', owner: '', due_date: '', done: false });

export const formRows = (items: readonly ActionItem[]): ActionRow[] =>
  items.map(({ id, text, owner, due_date, done }) => ({ id, text, owner, due_date: due_date ?? '', done }));

/** The rows with one inserted after `index` (at the end when -1). */
export function insertRow(list: readonly ActionRow[], index: number, row: ActionRow = emptyRow()): ActionRow[] {
  const at = index < 0 ? list.length : index + 1;
  return [...list.slice(0, at), row, ...list.slice(at)];
}
