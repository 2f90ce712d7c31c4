import type { Recurrence, RecurrenceFreq, RecurrenceWeekday } from '@haru/contracts';
import { weekday } from '@haru/dates';
import { recurrenceLabel } from '@haru/dates/src/recurrence-label';
import { Select } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { RecurrenceEndPicker, withEndOf } from './recurrence-end-picker';
import styles from './todo-form.module.css';

const m = messages.recurrence;
type Kind = RecurrenceFreq | 'none';
const KINDS: Kind[] = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'yearly', 'lunar_yearly', 'lunar_monthly'];
/** Monday first, as Korean week lists are read. */
const WEEK: RecurrenceWeekday[] = [1, 2, 3, 4, 5, 6, 0];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const options = (values: number[], label: (n: number) => string) => values.map((n) => ({ value: String(n), label: label(n) }));

/** A new rule of a kind, its days taken from the due date ('매주' on a Monday due date → 매주 월요일). */
export function ruleOfKind(kind: Kind, date: string): Recurrence | null {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  switch (kind) {
    case 'none': return null;
    case 'daily': return { freq: 'daily' };
    case 'weekdays': return { freq: 'weekdays' };
    case 'weekly': return { freq: 'weekly', weekdays: [weekday(date) as RecurrenceWeekday] };
    case 'monthly': return { freq: 'monthly', month_day: day };
    case 'yearly': return { freq: 'yearly', month, month_day: day };
    case 'lunar_yearly': return { freq: 'lunar_yearly', month, month_day: Math.min(day, 30), leap_month: false };
    case 'lunar_monthly': return { freq: 'lunar_monthly', month_day: Math.min(day, 30) };
  }
}

interface RecurrencePickerProps {
  value: Recurrence | null;
  /** The due date (or today): where a newly chosen rule takes its days from. */
  baseDate: string;
  today: string;
  onChange: (rule: Recurrence | null) => void;
  error?: string;
  untilError?: string;
}

/** The to-do form's '반복': a kind, then what that kind needs (weekdays, a day, month and day, 윤달), its end, and its name. */
export function RecurrencePicker({ value, baseDate, today, onChange, error, untilError }: RecurrencePickerProps) {
  const kind: Kind = value?.freq ?? 'none';
  return (
    <fieldset className={styles.fieldset} data-testid="recurrence-picker">
      <legend className={styles.legend}>{m.legend}</legend>
      <Select label={m.kind} hideLabel value={kind} options={KINDS.map((k) => ({ value: k, label: m.kinds[k] }))} onChange={(k) => onChange(withEndOf(ruleOfKind(k, baseDate), value))} />
      {value && <RuleDetails rule={value} onChange={onChange} />}
      {value && <RecurrenceEndPicker rule={value} baseDate={baseDate} today={today} onChange={onChange} untilError={untilError} />}
      {value && <p className={styles.hint} data-testid="recurrence-preview">{m.preview(recurrenceLabel(value))}</p>}
      {error && <p className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}

function RuleDetails({ rule, onChange }: { rule: Recurrence; onChange: (rule: Recurrence) => void }) {
  switch (rule.freq) {
    case 'weekdays': return null;
    case 'daily': return <IntervalSelect rule={rule} onChange={onChange} />;
    case 'weekly': return (
      <>
        <WeekdayToggles days={rule.weekdays} onChange={(weekdays) => onChange({ ...rule, weekdays })} />
        <IntervalSelect rule={rule} onChange={onChange} />
      </>
    );
    case 'monthly': return (
      <div className={styles.tagRow}>
        <Select label={m.day} value={String(rule.month_day)} options={[...options(range(1, 31), m.dayOption), { value: '-1', label: m.lastDay }]} onChange={(d) => onChange({ ...rule, month_day: Number(d) })} />
        <IntervalSelect rule={rule} onChange={onChange} />
      </div>
    );
    case 'yearly': return (
      <div className={styles.tagRow}>
        <Select label={m.month} value={String(rule.month)} options={options(range(1, 12), m.monthOption)} onChange={(v) => onChange({ ...rule, month: Number(v) })} />
        <Select label={m.day} value={String(rule.month_day)} options={options(range(1, 31), m.dayOption)} onChange={(d) => onChange({ ...rule, month_day: Number(d) })} />
      </div>
    );
    case 'lunar_yearly': return (
      <div className={styles.tagRow}>
        <Select label={m.lunarMonth} value={String(rule.month)} options={options(range(1, 12), m.monthOption)} onChange={(v) => onChange({ ...rule, month: Number(v) })} />
        <Select label={m.lunarDay} value={String(rule.month_day)} options={options(range(1, 30), m.dayOption)} onChange={(d) => onChange({ ...rule, month_day: Number(d) })} />
        <label className={styles.radio}>
          <input type="checkbox" checked={rule.leap_month} onChange={(e) => onChange({ ...rule, leap_month: e.target.checked })} />
          <span>{m.leapMonth}</span>
        </label>
      </div>
    );
    case 'lunar_monthly': return (
      <Select label={m.lunarDay} value={String(rule.month_day)} options={options(range(1, 30), m.dayOption)} onChange={(d) => onChange({ ...rule, month_day: Number(d) })} />
    );
  }
}

type WithInterval = Extract<Recurrence, { interval?: number }>;

function IntervalSelect({ rule, onChange }: { rule: WithInterval; onChange: (rule: Recurrence) => void }) {
  const unit = m.units[rule.freq];
  return (
    <Select
      label={m.interval}
      value={String(rule.interval ?? 1)}
      options={options(range(1, 12), (n) => (n === 1 ? m.everyTime(unit) : m.everyN(n, unit)))}
      onChange={(v) => {
        const { interval: _old, ...rest } = rule;
        onChange(Number(v) > 1 ? { ...rest, interval: Number(v) } as Recurrence : rest as Recurrence);
      }}
    />
  );
}

/** 월 … 일 as toggle buttons; the last chosen day stays (a weekly rule needs one). */
function WeekdayToggles({ days, onChange }: { days: RecurrenceWeekday[]; onChange: (days: RecurrenceWeekday[]) => void }) {
  const toggle = (d: RecurrenceWeekday) => {
    if (!days.includes(d)) onChange([...days, d].sort());
    else if (days.length > 1) onChange(days.filter((x) => x !== d));
  };
  return (
    <div className={styles.weekdays} role="group" aria-label={m.weekdays}>
      {WEEK.map((d) => (
        <button key={d} type="button" className={styles.categoryItem} aria-pressed={days.includes(d)} aria-label={m.weekdayName(m.weekday[d])} onClick={() => toggle(d)}>
          {m.weekday[d]}
        </button>
      ))}
    </div>
  );
}
