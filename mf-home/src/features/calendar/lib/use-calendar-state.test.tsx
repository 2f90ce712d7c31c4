import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@haru/router';
import { useCalendarState } from './use-calendar-state';

// The week view's switch speed (issue 23): the filters keep their identity while only the date changes, so the grid
// groups its range's events by day once per data set, not at every period switch.
const wrapper = (url: string) => function Wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
};

describe('the calendar state', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['filters in the URL', '/calendar?view=week&date=2025-05-14&hide=meeting'],
    ['stored filters', '/calendar'],
  ])('when the period changes (%s), then the filters stay the same object; a filter change gives new ones', (_, url) => {
    const { result } = renderHook(() => useCalendarState('2025-05-14'), { wrapper: wrapper(url) });
    const before = result.current.filters;
    act(() => result.current.change({ anchor: '2025-05-21' }));
    expect(result.current.anchor).toBe('2025-05-21');
    expect(result.current.filters).toBe(before);
    act(() => result.current.change({ filters: { ...before, project: false } }));
    expect(result.current.filters).not.toBe(before);
    expect(result.current.filters.project).toBe(false);
  });
});
