import type { ChecklistItem } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { doneCount } from '../lib/checklist';

/** '☑ 2/5' in a list row or a card; nothing without a checklist. */
export function ChecklistProgress({ items, className }: { items: readonly ChecklistItem[] | undefined; className?: string }) {
  if (!items || items.length === 0) return null;
  const done = doneCount(items);
  return (
    <span className={className} data-testid="checklist-progress" role="img" aria-label={messages.checklist.progressLabel(done, items.length)}>
      <span aria-hidden="true">☑ {messages.checklist.progress(done, items.length)}</span>
    </span>
  );
}
