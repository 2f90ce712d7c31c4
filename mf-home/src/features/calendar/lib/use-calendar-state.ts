import { useMemo } from 'react';
import { useSearchParams } from '@haru/router';
import { isCalendarDate } from '@haru/dates';
import { useStoredState } from '../../../shared/use-stored-state';
import { filtersFromHidden, hiddenKinds, isCategoryFilter, isFilters, SHOW_ALL, withAddedKinds, type CalendarFilters, type CategoryFilter } from './filters';
import { VIEWS, type CalendarView } from './period';

const isView = (v: unknown): v is CalendarView => VIEWS.includes(v as CalendarView);
/** Dates the grid and the lunar labels can show. */
const isShownDate = (v: string | null): v is string => v !== null && isCalendarDate(v) && v >= '1900-01-01' && v <= '2100-12-31';

export interface CalendarState {
  view: CalendarView;
  /** the day the shown period is built around */
  anchor: string;
  filters: CalendarFilters;
  category: CategoryFilter;
  /** whether the page was opened on a date of the URL (that day is chosen) */
  dated: boolean;
  change: (next: Partial<Pick<CalendarState, 'view' | 'anchor' | 'filters' | 'category'>>) => void;
}

/**
 * The calendar's view, date and filters, kept in the URL (`?view=week&date=2025-05-14&hide=project,holiday&category=work`)
 * so a link or a reload opens the same calendar. Without them in the URL, the view and the filters this user chose
 * last (local storage) apply, and the date is today. Every change writes the whole state, replacing the history entry.
 */
export function useCalendarState(today: string): CalendarState {
  const [params, setParams] = useSearchParams();
  const [storedView, storeView] = useStoredState<CalendarView>('calendar.view', 'month', isView);
  const [storedFilters, storeFilters] = useStoredState('calendar.filters', SHOW_ALL, isFilters);
  const [storedCategory, storeCategory] = useStoredState<CategoryFilter>('calendar.category', '', isCategoryFilter);

  const urlView = params.get('view');
  const urlDate = params.get('date');
  const urlHide = params.get('hide');
  const urlCategory = params.get('category');
  const filtersInUrl = urlHide !== null || urlCategory !== null;
  // The same object while the same kinds are hidden (in the URL or stored): the grid's day lists are grouped again
  // only when the filters change, not at every period switch.
  const hidden = hiddenKinds(filtersInUrl ? filtersFromHidden(urlHide ?? '') : withAddedKinds(storedFilters));
  const filters = useMemo(() => filtersFromHidden(hidden), [hidden]);
  const state = {
    view: isView(urlView) ? urlView : storedView,
    anchor: isShownDate(urlDate) ? urlDate : today,
    filters,
    category: filtersInUrl ? (isCategoryFilter(urlCategory ?? '') ? (urlCategory ?? '') as CategoryFilter : '') : storedCategory,
  };

  const change = (next: Partial<typeof state>) => {
    if (next.view) storeView(next.view);
    if (next.filters) storeFilters(next.filters);
    if (next.category !== undefined) storeCategory(next.category);
    const all = { ...state, ...next };
    const query = new URLSearchParams({ view: all.view, date: all.anchor, hide: hiddenKinds(all.filters) });
    if (all.category) query.set('category', all.category);
    setParams(query, { replace: true });
  };

  return { ...state, dated: isShownDate(urlDate), change };
}
