import { TODO_LIMITS, TODO_MESSAGES, type ChecklistItem } from '@haru/contracts';

// Editing rules (the to-do form); lib/checklist.ts, which list rows use, stays free of the contracts' schemas.

let counter = 0;
/** A new item's id (the API keeps a client's id: [A-Za-z0-9_-], ≤ 40). */
export function newItemId(): string {
  counter += 1;
  return `c${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Adds a typed item, or says why not in the contract's Korean words. */
export function addItem(items: ChecklistItem[], draft: string): { items: ChecklistItem[]; error: string | null } {
  const text = draft.trim();
  if (!text) return { items, error: null };
  if (items.length >= TODO_LIMITS.checklist) return { items, error: TODO_MESSAGES.checklistTooMany };
  if ([...text].length > TODO_LIMITS.checklistText) return { items, error: TODO_MESSAGES.checklistTextTooLong };
  return { items: [...items, { id: newItemId(), text, done: false }], error: null };
}
