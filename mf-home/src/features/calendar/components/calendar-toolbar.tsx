import { Button, SegmentedControl } from '@haru/ui-kit';
import { formatDateRange, formatMonth } from '@haru/dates';
import { messages } from '../../../messages/ko';
import { VIEWS, type CalendarView } from '../lib/period';
import styles from './calendar.module.css';

const m = messages.calendar;
const OPTIONS = VIEWS.map((value) => ({ value, label: m.views[value] }));

interface Props {
  view: CalendarView;
  month: string;
  /** the days a week or 3-day view shows (empty for the month) */
  days: string[];
  onView: (view: CalendarView) => void;
  onGo: (delta: number) => void;
  onToday: () => void;
}

/** The period's title, previous/next/today and the 월/주/3일 switch. */
export function CalendarToolbar({ view, month, days, onView, onGo, onToday }: Props) {
  const heading = view === 'month' ? formatMonth(month) : formatDateRange(days[0], days[days.length - 1]);
  return (
    <div className={styles.toolbar}>
      <h2 className={styles.monthTitle} aria-live="polite" data-testid="month-title">{heading}</h2>
      <Button size="sm" variant="ghost" onClick={() => onGo(-1)} aria-label={m.prevPeriod[view]} aria-keyshortcuts="PageUp">‹</Button>
      <Button size="sm" variant="ghost" onClick={() => onGo(1)} aria-label={m.nextPeriod[view]} aria-keyshortcuts="PageDown">›</Button>
      <Button size="sm" onClick={onToday} aria-keyshortcuts="T">{m.today}</Button>
      <SegmentedControl label={m.viewLabel} options={OPTIONS} value={view} onChange={onView} />
    </div>
  );
}
