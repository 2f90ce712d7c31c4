import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, PageHeader, PageLayout } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { addDays, monthOf, seoulDate } from '@haru/dates';
import { StatCard } from '../../../shared/stat-card';
import { usePage } from '../../../shared/use-page';
import page from '../../../shared/page.module.css';
import { useCalendarEvents } from '../api/use-calendar';
import { useHolidays } from '../api/use-holidays';
import { useLunarLabels } from '../api/use-lunar-labels';
import { useReschedule } from '../api/use-reschedule';
import { useCalendarSettings } from '../../../shared/use-calendar-settings';
import { useMinWidth } from '../../../shared/use-min-width';
import { calendarStats, eventsByDay, UPCOMING_DAYS } from '../lib/day-events';
import { buildMonthGrid, monthRange as rangeOfMonth } from '../lib/month-grid';
import { periodDays, shiftPeriod, type CalendarView } from '../lib/period';
import { visibleEvents } from '../lib/filters';
import { useCalendarState } from '../lib/use-calendar-state';
import { CalendarFilterBar } from './calendar-filters';
import { MonthView } from './month-view';
import { TimeGrid } from './time-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { DayPanel } from './day-panel';
import { Legend } from './legend';
import { CalendarDnd } from './calendar-dnd';
import { usePastMoveConfirm } from './past-move-confirm';
import styles from './calendar.module.css';

const m = messages.calendar;
const NO_HOLIDAYS = new Map<string, string[]>();
const VIEW_KEYS: Record<string, CalendarView> = { KeyM: 'month', KeyW: 'week', KeyD: 'days3' };

/**
 * /calendar: a month grid, a week or three days of to-dos, meetings and projects with Korean holidays (from the
 * API), four stat cards for the month and the chosen day's list. The view is remembered per user.
 */
export function CalendarPage() {
  const title = usePage('/calendar');
  const today = seoulDate();
  const calendar = useCalendarState(today);
  const { view, anchor, filters, category } = calendar;
  const setAnchor = (next: string) => calendar.change({ anchor: next });
  const [selected, setSelected] = useState<string | null>(anchor);
  const [creating, setCreating] = useState<{ date: string; time: string | null } | null>(null);
  const wide = useMinWidth(1024);
  const { move, undo, undoable } = useReschedule();
  const pastMove = usePastMoveConfirm(move, today);
  const panel = useRef<HTMLElement>(null);

  // One range for every view: the month grid around the anchor holds its week and its next three days.
  const month = monthOf(anchor);
  const cells = useMemo(() => buildMonthGrid(month), [month]);
  const from = cells[0].date;
  const to = cells[cells.length - 1].date;
  const days = useMemo(() => (view === 'month' ? [] : periodDays(view, anchor)), [view, anchor]);
  const { events } = useCalendarEvents(from, to);
  const byDay = useMemo(() => eventsByDay(visibleEvents(events, filters, category), from, to), [events, filters, category, from, to]);
  const allHolidays = useHolidays(from, to);
  const holidays = filters.holiday ? allHolidays : NO_HOLIDAYS;
  const { lunarLabels } = useCalendarSettings();
  const dates = useMemo(() => cells.map((c) => c.date), [cells]);
  const lunar = useLunarLabels(dates, lunarLabels);
  // Today and the next 7 days do not depend on the period shown: their own small range.
  const soon = useCalendarEvents(today, addDays(today, UPCOMING_DAYS)).events;
  // Counted once per range and day, not on every render (a week switch inside the month renders the page again).
  const monthStats = useMemo(() => calendarStats(events, rangeOfMonth(month), today), [events, month, today]);
  const soonStats = useMemo(() => calendarStats(soon, rangeOfMonth(month), today), [soon, month, today]);
  const stats = { ...monthStats, today: soonStats.today, upcoming: soonStats.upcoming };

  // On a phone the day's list sits under the grid: bring it into view when a day is tapped.
  const select = (date: string) => {
    setSelected(date);
    if (!wide) requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };
  const create = useCallback((date: string, time: string | null) => {
    setSelected(date);
    setCreating({ date, time });
  }, []);
  const go = (delta: number) => {
    const next = shiftPeriod(view, anchor, delta);
    setAnchor(next);
    setSelected(view === 'month' ? null : next);
  };
  const goToday = () => {
    setAnchor(today);
    setSelected(today);
  };
  const step = (delta: number) => {
    const next = addDays(selected ?? anchor, delta);
    setSelected(next);
    if (!days.includes(next)) setAnchor(delta > 0 ? next : addDays(next, 1 - days.length));
  };
  const switchView = (next: CalendarView) => calendar.change({ view: next, anchor: selected ?? anchor });
  // The page's keys work wherever the focus is, except while typing or in a dialog.
  const onKey = useRef<(e: KeyboardEvent) => void>(() => undefined);
  onKey.current = (e: KeyboardEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
    if (e.code === 'KeyT') goToday();
    else if (e.key === 'PageUp' || e.key === 'PageDown') go(e.key === 'PageUp' ? -1 : 1);
    else if (VIEW_KEYS[e.code]) switchView(VIEW_KEYS[e.code]);
    else return;
    e.preventDefault();
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <PageLayout>
      <PageHeader title={title} />
      <dl className={styles.stats}>
        <StatCard label={m.stats.total} value={stats.total} testId="cal-total" />
        <StatCard label={m.stats.completed} value={stats.completed} tone="success" testId="cal-completed" />
        <StatCard label={m.stats.today} value={stats.today} tone="warning" testId="cal-today" />
        <StatCard label={m.stats.upcoming} value={stats.upcoming} tone="info" hint={m.upcomingHint} testId="cal-upcoming" />
      </dl>
      <CalendarDnd onMove={pastMove.request} keyboard={view === 'month' ? 'month' : 'hours'}>
      <div className={styles.layout}>
        <div className={`${page.card} ${styles.main}`} aria-keyshortcuts="T PageUp PageDown M W D">
          <CalendarToolbar view={view} month={month} days={days} onView={switchView} onGo={go} onToday={goToday} />
          <CalendarFilterBar filters={filters} category={category} onChange={(next) => calendar.change(next)} />
          {view === 'month' ? (
            <MonthView cells={cells} byDay={byDay} holidays={holidays} lunar={lunar} today={today} selected={selected} onSelect={select} detailed={wide} />
          ) : (
            <TimeGrid days={days} byDay={byDay} holidays={holidays} lunar={lunar} selected={selected} onSelect={select} onStep={step} onCreate={create} />
          )}
          {undoable && (
            <p className={styles.undo} role="status">
              {undoable} <Button size="sm" variant="ghost" onClick={undo}>{m.undo}</Button>
            </p>
          )}
          <Legend />
          {pastMove.dialog}
        </div>
        <aside ref={panel} className={`${page.card} ${styles.side}`}>
          <DayPanel
            date={selected} events={selected ? byDay.get(selected) ?? [] : []} holidays={selected ? holidays.get(selected) ?? [] : []}
            creating={creating && creating.date === selected ? creating : null}
            onCreate={(time) => selected && create(selected, time)} onCloseCreate={() => setCreating(null)} movable={view === 'month'}
          />
        </aside>
      </div>
      </CalendarDnd>
    </PageLayout>
  );
}
