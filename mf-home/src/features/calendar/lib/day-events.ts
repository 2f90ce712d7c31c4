import type { CalendarEvent } from '@haru/contracts';
import { addDays } from '@haru/dates';

export const MAX_DOTS = 3;
export const UPCOMING_DAYS = 7;

/**
 * Legend colours: green completed to-do, amber open to-do, violet meeting, blue project, teal WBS task (SPEC.md
 * section 2 gave meetings the to-do's amber; issue 18 tells them apart).
 */
export type DotTone = 'completed' | 'pending' | 'meeting' | 'project' | 'task';

/** Projects and WBS tasks: items over a span of days, drawn as bars. */
export const isSpan = (event: CalendarEvent) => event.type === 'project' || event.type === 'task';

export function toneOf(event: CalendarEvent): DotTone {
  if (event.type === 'project' || event.type === 'task') return event.type;
  if (event.type === 'meeting') return 'meeting';
  return event.completed ? 'completed' : 'pending';
}

/** The last day an event occupies: a project's (or task's) end, else its own date. */
const lastDayOf = (event: CalendarEvent) => (event.end_date && event.end_date > event.date ? event.end_date : event.date);

/** Every date an event occupies: one day, or each day from a project's (or task's) start to its end. */
export function datesOf(event: CalendarEvent, from: string, to: string): string[] {
  const end = lastDayOf(event);
  const first = event.date < from ? from : event.date;
  const last = end > to ? to : end;
  const dates: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** Whether an event occupies any day of [from, to]. */
export const occurs = (event: CalendarEvent, from: string, to: string) => event.date <= to && lastDayOf(event) >= from;

const TYPE_RANK: Record<CalendarEvent['type'], number> = { todo: 0, meeting: 1, project: 2, task: 3 };
/** Made on the first title tie, not at load: building a collator takes Chromium ~10 ms (ICU's collation data). */
let collator: Intl.Collator | null = null;
const byTitle = (a: string, b: string) => (collator ??= new Intl.Collator('ko')).compare(a, b);
/** 'HH:MM' (or none: first) compared as plain strings, which order such times; `localeCompare` asks ICU each time. */
const byTime = (a: string | null | undefined, b: string | null | undefined) => {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
};
const dayOrder = (a: CalendarEvent, b: CalendarEvent) =>
  TYPE_RANK[a.type] - TYPE_RANK[b.type] || byTime(a.time, b.time) || byTitle(a.title, b.title);

/** A period's events by date: what the month cells, the week's columns and the day list read. */
export interface DayEvents { get(date: string): CalendarEvent[] | undefined }

/**
 * Events grouped by date over [from, to], each day's list ordered to-dos, meetings, projects, tasks, then by title.
 * The grouping is one pass over the events; a day's list is sorted when it is first read, so a week view of a busy
 * six-week range sorts its seven days only (and the same array each time, so memoised parts keep it).
 */
export function eventsByDay(events: readonly CalendarEvent[], from: string, to: string): DayEvents {
  const map = new Map<string, CalendarEvent[]>();
  const add = (date: string, event: CalendarEvent) => {
    const list = map.get(date);
    if (list) list.push(event);
    else map.set(date, [event]);
  };
  for (const event of events) {
    if (lastDayOf(event) === event.date) {
      if (event.date >= from && event.date <= to) add(event.date, event);
    } else for (const date of datesOf(event, from, to)) add(date, event);
  }
  const sorted = new Set<string>();
  return {
    get(date) {
      const list = map.get(date);
      if (list && !sorted.has(date)) {
        list.sort(dayOrder);
        sorted.add(date);
      }
      return list;
    },
  };
}

/** Up to three dots and how many more are hidden (+N). */
export function dotsFor(list: CalendarEvent[]): { dots: DotTone[]; more: number } {
  return { dots: list.slice(0, MAX_DOTS).map(toneOf), more: Math.max(0, list.length - MAX_DOTS) };
}

export interface CalendarStats { total: number; completed: number; today: number; upcoming: number }

/**
 * The four cards for the month shown: total events in the month, completed to-dos in it, events today, and
 * events in the next 7 days after today (a project counts once however many days it spans).
 */
export function calendarStats(events: CalendarEvent[], month: { from: string; to: string }, today: string): CalendarStats {
  const inMonth = events.filter((e) => occurs(e, month.from, month.to));
  const next = { from: addDays(today, 1), to: addDays(today, UPCOMING_DAYS) };
  return {
    total: inMonth.length,
    completed: inMonth.filter((e) => e.type === 'todo' && e.completed).length,
    today: events.filter((e) => occurs(e, today, today)).length,
    upcoming: events.filter((e) => occurs(e, next.from, next.to)).length,
  };
}

/** Where an event's link goes. */
export function linkOf(event: CalendarEvent): string {
  if (event.type === 'todo') return `/todo/${event.source_id}`;
  if (event.type === 'meeting') return `/meeting/${event.source_id}`;
  // A task opens in its project, with its edit dialog open (mf-wbs detail page's ?task=).
  if (event.type === 'task') return `/wbs/detail/${event.project_id ?? ''}?task=${event.source_id}`;
  return `/wbs/detail/${event.source_id}`;
}
