import { messages } from '../../../messages/ko';
import { Select } from '@haru/ui-kit';
import { CATEGORIES, FILTER_KINDS, type CalendarFilters, type CategoryFilter } from '../lib/filters';
import styles from './calendar.module.css';

const m = messages.calendar;
const CATEGORY_OPTIONS = [{ value: '' as CategoryFilter, label: m.allCategories }, ...[...CATEGORIES, 'none' as const].map((value) => ({ value, label: m.categoryNames[value] }))];

interface Props {
  filters: CalendarFilters;
  category: CategoryFilter;
  onChange: (next: { filters?: CalendarFilters; category?: CategoryFilter }) => void;
}

/** Show/hide switches for each kind of item and the to-dos' category; kept in the URL and per user. */
export function CalendarFilterBar({ filters, category, onChange }: Props) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{m.filtersLabel}</legend>
      {FILTER_KINDS.map((kind) => (
        <label key={kind} className={styles.filter}>
          <input type="checkbox" checked={filters[kind]} onChange={(e) => onChange({ filters: { ...filters, [kind]: e.target.checked } })} />
          {m.filterNames[kind]}
        </label>
      ))}
      <span className={styles.categoryFilter}>
        <Select label={m.categoryLabel} hideLabel value={category} options={CATEGORY_OPTIONS} onChange={(value) => onChange({ category: value })} />
      </span>
    </fieldset>
  );
}
