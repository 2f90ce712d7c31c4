import type { Recurrence } from '@haru/contracts';
import { recurrenceLabel } from '@haru/dates/src/recurrence-label';
import { Icon, Repeat } from '@haru/ui-kit/src/icons';
import { messages } from '../../../messages/ko';

/** A repeating to-do's rule in a row, a card or the detail view: the repeat icon and '매주 월요일'; nothing otherwise. */
export function RepeatBadge({ rule, className }: { rule: Recurrence | null | undefined; className?: string }) {
  if (!rule) return null;
  const label = recurrenceLabel(rule);
  return (
    <span className={className} data-testid="repeat-badge" title={messages.recurrence.badge(label)}>
      <Icon icon={Repeat} size={14} />
      <span className="haru-visually-hidden">{messages.recurrence.badgePrefix}</span> {label}
    </span>
  );
}
