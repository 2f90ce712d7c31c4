import { render, screen } from '@testing-library/react';
import { CalendarToolbar } from './calendar-toolbar';

const noop = () => undefined;
const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('CalendarToolbar', () => {
  it('titles a month by its name and a week or 3 days with the app\'s one date-range format', () => {
    const { rerender } = render(<CalendarToolbar view="month" month="2026-11-01" days={[]} onView={noop} onGo={noop} onToday={noop} />);
    expect(screen.getByTestId('month-title')).toHaveTextContent('2026년 11월');
    rerender(<CalendarToolbar view="week" month="2026-11-01" days={week} onView={noop} onGo={noop} onToday={noop} />);
    expect(screen.getByTestId('month-title')).toHaveTextContent('2026년 11월 23일 (월) ~ 11월 29일 (일)');
    rerender(<CalendarToolbar view="days3" month="2026-11-01" days={['2026-12-30', '2026-12-31', '2027-01-01']} onView={noop} onGo={noop} onToday={noop} />);
    expect(screen.getByTestId('month-title')).toHaveTextContent('2026년 12월 30일 (수) ~ 2027년 1월 1일 (금)');
  });
});
