import { splitActionItems, type Meeting } from '@haru/contracts';

let n = 0;

/** A meeting as the API would send it, for tests: rows split from `action_items` (ids l0, l1, …) unless given. */
export function meeting(over: Partial<Meeting> = {}): Meeting {
  n += 1;
  return {
    id: `id${n}`, title: `회의 ${n}`, date: '2025-01-19', time: '14:30', location: '', attendees: [], agenda: '', content: '',
    decisions: '', action_items: '', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
    action_item_rows: splitActionItems(over.action_items ?? '').map((r, i) => ({ ...r, id: `l${i}`, todo_id: null })),
    ...over,
  };
}
