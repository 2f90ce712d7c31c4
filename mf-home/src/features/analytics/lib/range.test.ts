import { isValidRange, recentWeeks } from './range';

describe('analytics range', () => {
  it('when asking for the last 4 weeks on a Wednesday, then it starts on the Monday three weeks before this one', () => {
    expect(recentWeeks('2025-01-15', 4)).toEqual({ from: '2024-12-23', to: '2025-01-15' });
    expect(recentWeeks('2025-01-13', 1)).toEqual({ from: '2025-01-13', to: '2025-01-13' }); // a Monday
    expect(recentWeeks('2025-01-19', 1)).toEqual({ from: '2025-01-13', to: '2025-01-19' }); // a Sunday
  });
  it('when a custom range is reversed, malformed or longer than a year, then it is refused', () => {
    expect(isValidRange('2025-01-01', '2025-01-31')).toBe(true);
    expect(isValidRange('2025-02-01', '2025-01-31')).toBe(false);
    expect(isValidRange('', '2025-01-31')).toBe(false);
    expect(isValidRange('2025-02-30', '2025-03-31')).toBe(false);
    expect(isValidRange('2024-01-01', '2025-01-01')).toBe(false);
  });

});
