import { messages } from '../../../messages/ko';
import { FILTER_KINDS, type CalendarFilters } from '../lib/filters';
import styles from './calendar.module.css';

const m = messages.calendar;

/** Show/hide switches for each kind of item; the choice is kept per user. */
export function CalendarFilterBar({ filters, onChange }: { filters: CalendarFilters; onChange: (next: CalendarFilters) => void }) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{m.filtersLabel}</legend>
      {FILTER_KINDS.map((kind) => (
        <label key={kind} className={styles.filter}>
          <input type="checkbox" checked={filters[kind]} onChange={(e) => onChange({ ...filters, [kind]: e.target.checked })} />
          {m.filterNames[kind]}
        </label>
      ))}
    </fieldset>
  );
}
