import { addDays, isCalendarDate, mondayOf, shiftMonth, weekday } from '@haru/dates';
import { TODO_CATEGORIES, TODO_CATEGORY_LABELS, TODO_LIMITS, type TodoCategory, type TodoPriority } from './todo-values';

/** The Korean words the quick-add parser knows, each turning matched text into one chip's value. */

export const RRULE_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RruleDay = (typeof RRULE_DAYS)[number];

/** A repeat rule in RRULE terms (FREQ, BYDAY, BYMONTH, BYMONTHDAY; -1 = the month's last day); lunar = 음력 month/day. */
export interface QuickRecurrence {
  freq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  byweekday?: RruleDay[];
  bymonth?: number;
  bymonthday?: number;
  lunar?: boolean;
}

export type ChipValue =
  | { kind: 'date'; date: string }
  | { kind: 'time'; time: string }
  | { kind: 'recurrence'; rule: QuickRecurrence }
  | { kind: 'category'; category: TodoCategory }
  | { kind: 'priority'; priority: TodoPriority }
  | { kind: 'tag'; tag: string };
export type ChipKind = ChipValue['kind'];

/** A rule's reading of its match; `suggested` when the words may as well be part of the title ('5월 보고서'). */
export type Reading = ChipValue & { suggested?: boolean };

export interface Rule {
  re: RegExp;
  /** Korean particles ('까지', '에') may follow the words and go with them. */
  particles?: boolean;
  read: (m: RegExpExecArray, today: string) => Reading | null;
}

const WEEKDAYS = '월화수목금토일';
const pad = (n: number) => String(n).padStart(2, '0');
const dayIndex = (ch: string) => WEEKDAYS.indexOf(ch);
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDayOf = (date: string) => addDays(shiftMonth(date, 1), -1);
const date = (d: string | null): Reading | null => (d ? { kind: 'date', date: d } : null);
const time = (h: number, min: number): Reading | null => (h <= 23 && min <= 59 ? { kind: 'time', time: `${pad(h)}:${pad(min)}` } : null);

/** Month/day without a year: this year's, or next year's once it has passed. */
function nextMonthDay(today: string, month: number, day: number, year?: number): string | null {
  const y = year ?? Number(today.slice(0, 4));
  const value = ymd(y, month, day);
  if (!isCalendarDate(value)) return null;
  return year !== undefined || value >= today ? value : nextMonthDay(today, month, day, y + 1);
}

/** The first day on or after today falling on one of the given weekdays (0 = Monday). */
function nextWeekday(today: string, days: number[]): string {
  if (days.length === 0) return today;
  let d = today;
  while (!days.includes((weekday(d) + 6) % 7)) d = addDays(d, 1);
  return d;
}

/** A day of the month on or after today (-1: the last day), skipping months without it. */
export function nextMonthday(today: string, day: number): string {
  for (let month = shiftMonth(today, 0), i = 0; i < 13; i += 1, month = shiftMonth(month, 1)) {
    const value = day === -1 ? lastDayOf(month) : `${month.slice(0, 8)}${pad(day)}`;
    if (isCalendarDate(value) && value >= today) return value;
  }
  return today;
}

/** Hour of '오후 3시' and friends; a bare 1–6시 reads as the afternoon (nobody plans 3 a.m. without saying 새벽). */
function hourOf(part: string | undefined, n: number): number | null {
  if (n > 23) return null;
  if (n > 12) return part && part !== '오후' && part !== '저녁' && part !== '밤' ? null : n;
  switch (part) {
    case '오전': case '아침': case '새벽': return n === 12 ? 0 : n;
    case '오후': case '낮': case '저녁': return n === 12 ? 12 : n + 12;
    case '밤': return n === 12 ? 0 : n >= 6 ? n + 12 : n;
    default: return n >= 1 && n <= 6 ? n + 12 : n;
  }
}

const MERIDIEM = '(?:(오전|오후|아침|낮|저녁|밤|새벽)\\s*)?';
const weekly = (days: string): Reading => ({
  kind: 'recurrence', rule: { freq: 'weekly', byweekday: [...new Set(days.replace(/요일|[\s,·]/g, ''))].map((c) => RRULE_DAYS[dayIndex(c)]) },
});
const byName = new Map<string, TodoCategory>([
  ...TODO_CATEGORIES.map((c) => [c, c] as const),
  ...TODO_CATEGORIES.map((c) => [TODO_CATEGORY_LABELS[c], c] as const),
]);

const rule = (source: string, read: Rule['read'], particles = false): Rule => ({ re: new RegExp(source, 'y'), read, particles });

export const RULES: Rule[] = [
  // dates
  rule('(?:(\\d{4})\\s*년\\s*)?(\\d{1,2})\\s*월\\s*(\\d{1,2})\\s*일', (m, t) => date(nextMonthDay(t, +m[2], +m[3], m[1] ? +m[1] : undefined)), true),
  rule('(\\d{4})-(\\d{2})-(\\d{2})', (m, t) => date(nextMonthDay(t, +m[2], +m[3], +m[1])), true),
  rule('(\\d{1,2})/(\\d{1,2})', (m, t) => date(nextMonthDay(t, +m[1], +m[2])), true),
  rule('오늘|금일', (_m, t) => date(t), true),
  rule('내일\\s*모레|모레', (_m, t) => date(addDays(t, 2)), true),
  rule('내일', (_m, t) => date(addDays(t, 1)), true),
  rule('글피', (_m, t) => date(addDays(t, 3)), true),
  rule(`(이번|다음|다다음)\\s*주\\s*([${WEEKDAYS}])요일`, (m, t) => date(addDays(mondayOf(t), ['이번', '다음', '다다음'].indexOf(m[1]) * 7 + dayIndex(m[2]))), true),
  rule(`([${WEEKDAYS}])요일`, (m, t) => date(nextWeekday(t, [dayIndex(m[1])])), true),
  rule('(\\d{1,3})\\s*(일|주)\\s*(?:후|뒤)', (m, t) => date(addDays(t, +m[1] * (m[2] === '주' ? 7 : 1))), true),
  rule('월말|이번\\s*달\\s*말|이달\\s*말', (_m, t) => date(lastDayOf(t)), true),
  rule('다음\\s*달\\s*말', (_m, t) => date(lastDayOf(shiftMonth(t, 1))), true),
  rule('(\\d{1,2})\\s*월', (m, t) => (+m[1] >= 1 && +m[1] <= 12 ? { ...date(lastDayOf(nextMonthDay(t, +m[1], 1) ?? t))!, suggested: true } : null), true),
  rule('(\\d{1,2})\\s*일', (m, t) => (+m[1] >= 1 && +m[1] <= 31 ? { ...date(nextMonthday(t, +m[1]))!, suggested: true } : null), true),
  // times
  rule(`${MERIDIEM}(\\d{1,2})\\s*시(?:\\s*(반|(\\d{1,2})\\s*분))?`, (m) => {
    const hour = hourOf(m[1], +m[2]);
    return hour === null ? null : time(hour, m[3] === '반' ? 30 : m[4] ? +m[4] : 0);
  }, true),
  rule(`${MERIDIEM}(\\d{1,2}):(\\d{2})`, (m) => {
    const hour = m[1] ? hourOf(m[1], +m[2]) : +m[2];
    return hour === null ? null : time(hour, +m[3]);
  }, true),
  rule('정오', () => time(12, 0), true),
  // repeats
  rule('매일|날마다', () => ({ kind: 'recurrence', rule: { freq: 'daily' } })),
  rule('평일\\s*마다|매\\s*평일|매주\\s*평일', () => weekly('월화수목금')),
  rule('주말\\s*마다|매\\s*주말|매주\\s*주말', () => weekly('토일')),
  rule(`매주\\s*([${WEEKDAYS}](?:요일)?(?:\\s*[,·]\\s*[${WEEKDAYS}](?:요일)?)*)`, (m) => weekly(m[1])),
  rule(`([${WEEKDAYS}])요일\\s*마다`, (m) => weekly(m[1])),
  rule('매주', (_m, t) => weekly(WEEKDAYS[(weekday(t) + 6) % 7])),
  rule('매\\s*(?:월|달)\\s*음력\\s*(\\d{1,2})\\s*일', (m) => (+m[1] >= 1 && +m[1] <= 30 ? { kind: 'recurrence', rule: { freq: 'monthly', bymonthday: +m[1], lunar: true } } : null)),
  rule('매\\s*(?:월|달)\\s*(말일|마지막\\s*날|(\\d{1,2})\\s*일)?', (m, t) => {
    const day = m[1] === undefined ? +t.slice(8) : m[2] ? +m[2] : -1;
    return day === -1 || (day >= 1 && day <= 31) ? { kind: 'recurrence', rule: { freq: 'monthly', bymonthday: day } } : null;
  }),
  rule('매\\s*년\\s*(?:(음력)\\s*)?(?:(\\d{1,2})\\s*월\\s*(\\d{1,2})\\s*일)?', (m, t) => {
    const [month, day] = m[2] ? [+m[2], +m[3]] : [+t.slice(5, 7), +t.slice(8)];
    if (month < 1 || month > 12 || day < 1 || day > (m[1] ? 30 : 31)) return null;
    if (!m[1] && !isCalendarDate(ymd(2024, month, day))) return null;
    return { kind: 'recurrence', rule: { freq: 'yearly', bymonth: month, bymonthday: day, ...(m[1] ? { lunar: true } : {}) } };
  }),
  // priority, category, tags
  rule('!(높음|보통|낮음)', (m) => ({ kind: 'priority', priority: (['high', 'medium', 'low'] as const)[['높음', '보통', '낮음'].indexOf(m[1])] })),
  rule('!{2,3}|중요|긴급', () => ({ kind: 'priority', priority: 'high' })),
  rule('#([^\\s#]+)', (m) => {
    const category = byName.get(m[1].toLowerCase());
    if (category) return { kind: 'category', category };
    return [...m[1]].length <= TODO_LIMITS.tagLength ? { kind: 'tag', tag: m[1] } : null;
  }),
  rule(Object.values(TODO_CATEGORY_LABELS).join('|'), (m) => ({ kind: 'category', category: byName.get(m[0])!, suggested: true })),
];

/** The first date of a solar rule on or after today; lunar rules are left to the recurrence engine. */
export function firstOccurrence(rule: QuickRecurrence, today: string): string | null {
  if (rule.lunar) return null;
  switch (rule.freq) {
    case 'daily': return today;
    case 'weekly': return nextWeekday(today, (rule.byweekday ?? []).map((d) => RRULE_DAYS.indexOf(d)));
    case 'monthly': return nextMonthday(today, rule.bymonthday ?? -1);
    case 'yearly': return nextMonthDay(today, rule.bymonth ?? 1, rule.bymonthday ?? 1);
  }
}
