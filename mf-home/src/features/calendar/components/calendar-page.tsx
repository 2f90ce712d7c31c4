import { useMemo, useState } from 'react';
import { Button, PageHeader, PageLayout } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { addDays, formatMonth, monthOf, seoulDate, shiftMonth } from '@haru/dates';
import { StatCard } from '../../../shared/stat-card';
import { usePage } from '../../../shared/use-page';
import page from '../../../shared/page.module.css';
import { useCalendarEvents } from '../api/use-calendar';
import { useHolidays } from '../api/use-holidays';
import { useLunarLabels } from '../api/use-lunar-labels';
import { useCalendarSettings } from '../../../shared/use-calendar-settings';
import { calendarStats, eventsByDay, UPCOMING_DAYS } from '../lib/day-events';
import { buildMonthGrid, monthRange as rangeOfMonth } from '../lib/month-grid';
import { MonthView } from './month-view';
import { DayPanel } from './day-panel';
import { Legend } from './legend';
import styles from './calendar.module.css';

const m = messages.calendar;

/** /calendar: month grid of to-dos, meetings and projects with Korean holidays (from the API), four stat cards, the day's list. */
export function CalendarPage() {
  const title = usePage('/calendar');
  const today = seoulDate();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(today);

  const cells = useMemo(() => buildMonthGrid(month), [month]);
  const from = cells[0].date;
  const to = cells[cells.length - 1].date;
  const { events } = useCalendarEvents(from, to);
  const byDay = useMemo(() => eventsByDay(events, from, to), [events, from, to]);
  const holidays = useHolidays(from, to);
  const { lunarLabels } = useCalendarSettings();
  const dates = useMemo(() => cells.map((c) => c.date), [cells]);
  const lunar = useLunarLabels(dates, lunarLabels);
  const monthRange = rangeOfMonth(month);
  // Today and the next 7 days do not depend on the month shown: their own small range.
  const soon = useCalendarEvents(today, addDays(today, UPCOMING_DAYS)).events;
  const monthStats = calendarStats(events, monthRange, today);
  const soonStats = calendarStats(soon, monthRange, today);
  const stats = { ...monthStats, today: soonStats.today, upcoming: soonStats.upcoming };

  const go = (delta: number) => {
    setMonth((current) => shiftMonth(current, delta));
    setSelected(null);
  };
  const goToday = () => {
    setMonth(monthOf(today));
    setSelected(today);
  };

  return (
    <PageLayout>
      <PageHeader title={title} />
      <dl className={styles.stats}>
        <StatCard label={m.stats.total} value={stats.total} testId="cal-total" />
        <StatCard label={m.stats.completed} value={stats.completed} tone="success" testId="cal-completed" />
        <StatCard label={m.stats.today} value={stats.today} tone="warning" testId="cal-today" />
        <StatCard label={m.stats.upcoming} value={stats.upcoming} tone="info" hint={m.upcomingHint} testId="cal-upcoming" />
      </dl>
      <div className={styles.layout}>
        <div className={`${page.card} ${styles.main}`}>
          <div className={styles.toolbar}>
            <Button size="sm" variant="ghost" onClick={() => go(-1)} aria-label={m.prev}>‹</Button>
            <h2 className={styles.monthTitle} aria-live="polite" data-testid="month-title">{formatMonth(month)}</h2>
            <Button size="sm" variant="ghost" onClick={() => go(1)} aria-label={m.next}>›</Button>
            <Button size="sm" onClick={goToday}>{m.today}</Button>
          </div>
          <MonthView cells={cells} byDay={byDay} holidays={holidays} lunar={lunar} today={today} selected={selected} onSelect={setSelected} />
          <Legend />
        </div>
        <aside className={`${page.card} ${styles.side}`}>
          <DayPanel date={selected} events={selected ? byDay.get(selected) ?? [] : []} holidays={selected ? holidays.get(selected) ?? [] : []} />
        </aside>
      </div>
    </PageLayout>
  );
}
