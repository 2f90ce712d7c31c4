import { RRULE_DAYS, type QuickAddChip, type QuickRecurrence } from '@haru/contracts';
import { formatShortDate } from '@haru/dates';
import { messages } from '../../../messages/ko';

const DAY_NAMES = '월화수목금토일';
const m = messages.quickAdd.repeat;

/** '↻ 매주 월·수요일', '↻ 매년 음력 8월 15일'. */
export function repeatLabel(rule: QuickRecurrence): string {
  const days = (rule.byweekday ?? []).map((d) => DAY_NAMES[RRULE_DAYS.indexOf(d)]).join('');
  switch (rule.freq) {
    case 'daily': return `↻ ${m.daily}`;
    case 'weekly': return `↻ ${days === '월화수목금' ? m.weekdays : days === '토일' ? m.weekend : m.weekly([...days].join('·'))}`;
    case 'monthly': return `↻ ${m.monthly(rule.bymonthday ?? -1)}`;
    case 'yearly': return `↻ ${m.yearly(rule.bymonth ?? 1, rule.bymonthday ?? 1, Boolean(rule.lunar))}`;
  }
}

/** What a chip shows: the value it reads, not the words typed ('내일' → '3월 13일 (목)'). */
export function chipLabel(chip: QuickAddChip): string {
  switch (chip.kind) {
    case 'date': return formatShortDate(chip.date);
    case 'time': return chip.time;
    case 'recurrence': return repeatLabel(chip.rule);
    case 'category': return messages.category[chip.category];
    case 'priority': return `!${messages.priority[chip.priority]}`;
    case 'tag': return `#${chip.tag}`;
  }
}
