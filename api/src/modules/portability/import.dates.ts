import { addDays, seoulDate, toCalendarDate } from '@haru/dates';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

const pad = (n: number) => String(n).padStart(2, '0');

function ymd(year: number, month: number, day: number): string | null {
  if (!month || month > 12 || !day || day > 31) return null;
  return toCalendarDate(`${year}-${pad(month)}-${pad(day)}`);
}

const RELATIVE: Record<string, number> = { today: 0, tod: 0, 오늘: 0, tomorrow: 1, tom: 1, 내일: 1, 모레: 2 };

/**
 * A due date as Todoist writes it in its CSV DATE column (in the language of DATE_LANG) or a person types it:
 * `2026-05-10`, `2026/5/10`, `2026.5.10`, `10 May 2026`, `May 10`, `2026년 5월 10일`, `5월 10일`, `today`/`오늘`,
 * `tomorrow`/`내일`. A date without a year is in this year (Seoul). Anything else (a recurrence such as
 * `every day`) → null: the caller keeps the row without a due date and says so.
 */
export function parseLooseDate(text: string, now: Date): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value) return null;
  const today = seoulDate(now);
  const year = Number(today.slice(0, 4));
  const relative = RELATIVE[value.toLowerCase()];
  if (relative !== undefined) return addDays(today, relative);
  let m = /^(\d{4})[-/.] ?(\d{1,2})[-/.] ?(\d{1,2})\.?(?:$|[T ])/.exec(value);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(?:(\d{4})년 ?)?(\d{1,2})월 ?(\d{1,2})일/.exec(value);
  if (m) return ymd(m[1] ? Number(m[1]) : year, Number(m[2]), Number(m[3]));
  m = /^(?:[a-z]{3,9},? )?(\d{1,2}) ([a-z]{3,9})\.?,? ?(\d{4})?$/i.exec(value);
  if (m && monthOf(m[2])) return ymd(m[3] ? Number(m[3]) : year, monthOf(m[2]), Number(m[1]));
  m = /^(?:[a-z]{3,9},? )?([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? ?(\d{4})?$/i.exec(value);
  if (m && monthOf(m[1])) return ymd(m[2] && m[3] ? Number(m[3]) : year, monthOf(m[1]), Number(m[2]));
  return null;
}

/**
 * An instant as TickTick's backup writes it (`2026-05-09T15:00:00+0000`) → its calendar date in the task's own
 * time zone (the row's Timezone column; Seoul when missing or unknown), which is the day the user picked.
 */
export function instantToDate(text: string, timeZone: string): string | null {
  const iso = text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  } catch {
    return seoulDate(instant);
  }
}
