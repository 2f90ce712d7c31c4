import type { Recurrence } from '@haru/contracts';
import { addDays } from '@haru/dates';
import { Select } from '@haru/ui-kit';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../../messages/ko';
import styles from './todo-form.module.css';

const m = messages.recurrence;
type End = keyof typeof m.ends;
const ENDS: End[] = ['never', 'until', 'count'];
const COUNTS = Array.from({ length: 59 }, (_, i) => i + 2);
const DEFAULT_COUNT = 10;

/** The rule without its end. */
export function endless(rule: Recurrence): Recurrence {
  const { until: _until, count: _count, ...rest } = rule;
  return rest as Recurrence;
}

/** `rule` with the end of `from` (a new kind keeps the chosen end). */
export const withEndOf = (rule: Recurrence | null, from: Recurrence | null): Recurrence | null =>
  rule && from ? ({ ...rule, ...(from.until !== undefined ? { until: from.until } : {}), ...(from.count ? { count: from.count } : {}) } as Recurrence) : rule;

interface EndPickerProps {
  rule: Recurrence;
  /** The due date (or today): the end may not come before it. */
  baseDate: string;
  today: string;
  onChange: (rule: Recurrence) => void;
  /** The form's message for the end date (a half-typed date is kept, so the contract's message shows here). */
  untilError?: string;
}

/** '반복 종료': 계속 반복, a date ('2027년 3월 31일까지') or a number of times ('10회'). */
export function RecurrenceEndPicker({ rule, baseDate, today, onChange, untilError }: EndPickerProps) {
  const end: End = rule.until !== undefined ? 'until' : rule.count ? 'count' : 'never';
  const choose = (next: End) => {
    const base = endless(rule);
    if (next === 'until') onChange({ ...base, until: addDays(baseDate, 30) } as Recurrence);
    else if (next === 'count') onChange({ ...base, count: DEFAULT_COUNT } as Recurrence);
    else onChange(base);
  };
  const counts = rule.count && !COUNTS.includes(rule.count) ? [...COUNTS, rule.count].sort((a, b) => a - b) : COUNTS;
  return (
    <div className={styles.tagRow}>
      <Select label={m.end} value={end} options={ENDS.map((e) => ({ value: e, label: m.ends[e] }))} onChange={(e) => choose(e as End)} />
      {end === 'until' && (
        <DatePicker label={m.until} labels={m.untilPicker} value={rule.until ?? ''} today={today} minDate={baseDate} error={untilError} onChange={(until) => onChange({ ...endless(rule), until } as Recurrence)} />
      )}
      {end === 'count' && (
        <Select label={m.count} value={String(rule.count)} options={counts.map((n) => ({ value: String(n), label: m.countOption(n) }))} onChange={(n) => onChange({ ...endless(rule), count: Number(n) } as Recurrence)} />
      )}
    </div>
  );
}
