import type { ActionItem, Meeting } from '@haru/contracts';
import { newActionItemId } from '@haru/contracts';
import type { ActionRow } from './action-rows';

/**
 * The meeting whose open action items a new meeting may carry over: the one it was started from ('이전 회의에서
 * 이어서'), else the latest meeting (by date and time) with the same title.
 */
export function previousMeeting(meetings: readonly Meeting[], { fromId, title }: { fromId?: string | null; title: string }): Meeting | null {
  if (fromId) return meetings.find((m) => m.id === fromId) ?? null;
  const wanted = title.trim();
  if (!wanted) return null;
  const same = meetings.filter((m) => m.title.trim() === wanted);
  return same.reduce<Meeting | null>((latest, m) => (!latest || `${m.date} ${m.time}` > `${latest.date} ${latest.time}` ? m : latest), null);
}

export const openItems = (m: Meeting | null): ActionItem[] => (m?.action_item_rows ?? []).filter((r) => !r.done);

/**
 * The rows with `from`'s open items appended as new rows (blank rows dropped; an item already present by text is
 * skipped). Each names the row it came from: one already sent to 할일 keeps that to-do once saved.
 */
export function carryOver(rows: readonly ActionRow[], from: Meeting): ActionRow[] {
  const kept = rows.filter((r) => r.text.trim());
  const present = new Set(kept.map((r) => r.text.trim()));
  const carried = openItems(from)
    .filter((i) => !present.has(i.text))
    .map((i) => ({ id: newActionItemId(), text: i.text, owner: i.owner, due_date: i.due_date ?? '', done: false, carried_from: { meeting_id: from.id, item_id: i.id } }));
  return [...kept, ...carried];
}
