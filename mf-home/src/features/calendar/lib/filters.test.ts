import { TODO_CATEGORIES, type CalendarEvent } from '@haru/contracts';
import { CATEGORIES, filtersFromHidden, hiddenKinds, isCategoryFilter, isFilters, SHOW_ALL, visibleEvents } from './filters';

const ev = (id: string, type: CalendarEvent['type'], completed = false): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date: '2025-05-14', end_date: null, completed, time: null, status: null });
const ALL = [ev('열린', 'todo'), ev('끝난', 'todo', true), ev('회의', 'meeting'), ev('개편', 'project', true)];
const titles = (list: CalendarEvent[]) => list.map((e) => e.title);

describe('calendar filters', () => {
  it('when everything is shown, then every item passes', () => {
    expect(titles(visibleEvents(ALL, SHOW_ALL))).toEqual(['열린', '끝난', '회의', '개편']);
  });

  it('when a kind is hidden, then only its items go; hiding completed keeps open to-dos and completed projects', () => {
    expect(titles(visibleEvents(ALL, { ...SHOW_ALL, meeting: false }))).toEqual(['열린', '끝난', '개편']);
    expect(titles(visibleEvents(ALL, { ...SHOW_ALL, completed: false }))).toEqual(['열린', '회의', '개편']);
    expect(titles(visibleEvents(ALL, { ...SHOW_ALL, todo: false, project: false }))).toEqual(['회의']);
  });

  it('when a stored value is not a full set of switches, then it is not taken', () => {
    expect(isFilters(SHOW_ALL)).toBe(true);
    expect(isFilters({ todo: true })).toBe(false);
    expect(isFilters({ ...SHOW_ALL, holiday: 'yes' })).toBe(false);
    expect(isFilters(null)).toBe(false);
  });

  it('when a category is chosen, then only the to-dos of it pass (none: those without one), meetings and projects stay', () => {
    const list = [{ ...ev('업무', 'todo'), category: 'work' }, { ...ev('개인', 'todo'), category: 'personal' }, { ...ev('없음', 'todo'), category: null }, ev('회의', 'meeting'), ev('개편', 'project')];
    expect(titles(visibleEvents(list, SHOW_ALL, 'work'))).toEqual(['업무', '회의', '개편']);
    expect(titles(visibleEvents(list, SHOW_ALL, 'none'))).toEqual(['없음', '회의', '개편']);
    expect(titles(visibleEvents(list, SHOW_ALL, ''))).toHaveLength(5);
    expect(titles(visibleEvents(list, { ...SHOW_ALL, meeting: false }, 'personal'))).toEqual(['개인', '개편']);
  });

  it('when the categories are listed, then they are the contract\'s; a URL value outside them is refused', () => {
    expect([...CATEGORIES]).toEqual([...TODO_CATEGORIES]);
    expect(['', 'none', 'study'].map(isCategoryFilter)).toEqual([true, true, true]);
    expect(['Work', 'all', null].map(isCategoryFilter)).toEqual([false, false, false]);
  });

  it('when the switches go to the URL and back, then they are the same; unknown names are ignored', () => {
    const some = { ...SHOW_ALL, project: false, holiday: false };
    expect(hiddenKinds(some)).toBe('project,holiday');
    expect(filtersFromHidden('project,holiday')).toEqual(some);
    expect(filtersFromHidden('')).toEqual(SHOW_ALL);
    expect(filtersFromHidden('todo,bogus')).toEqual({ ...SHOW_ALL, todo: false });
  });
});
