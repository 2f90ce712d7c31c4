import type { QuickAddChip } from '@haru/contracts/src/quick-add';
import { toRecurrence } from '@haru/contracts/src/quick-add-recurrence';
import { formatShortDate } from '@haru/dates';
import { messages } from '../../../messages/ko';
import { repeatText } from './recurrence';

/** What a chip shows: the value it reads, not the words typed ('내일' → '3월 13일 (목)'). */
export function chipLabel(chip: QuickAddChip): string {
  switch (chip.kind) {
    case 'date': return formatShortDate(chip.date);
    case 'time': return chip.time;
    case 'recurrence': return repeatText(toRecurrence(chip.rule));
    case 'category': return messages.category[chip.category];
    case 'priority': return `!${messages.priority[chip.priority]}`;
    case 'tag': return `#${chip.tag}`;
  }
}
