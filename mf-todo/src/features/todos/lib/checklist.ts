import type { ChecklistItem } from '@haru/contracts';

/** How many items are ticked ('☑ 2/5' in rows and cards, the detail panel, the form). */
export const doneCount = (items: readonly ChecklistItem[]) => items.filter((i) => i.done).length;
