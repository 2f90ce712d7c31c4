import { agendaPreview, charCount, formatMeetingDate, formatMeetingTime } from './format';

describe('formatMeetingTime', () => {
  it.each([
    ['00:00', '오전 12:00'],
    ['00:05', '오전 12:05'],
    ['09:00', '오전 9:00'],
    ['11:55', '오전 11:55'],
    ['12:00', '오후 12:00'],
    ['14:30', '오후 2:30'],
    ['23:55', '오후 11:55'],
  ])('%s → %s', (time, shown) => {
    expect(formatMeetingTime(time)).toBe(shown);
  });
});

describe('formatMeetingDate', () => {
  it('shows the Korean calendar date with the weekday', () => {
    expect(formatMeetingDate('2025-01-19')).toBe('2025년 1월 19일 (일)');
    expect(formatMeetingDate('2024-02-29')).toBe('2024년 2월 29일 (목)');
  });
});

describe('agendaPreview', () => {
  it('keeps up to 100 characters and adds an ellipsis beyond', () => {
    expect(agendaPreview('가'.repeat(100))).toBe('가'.repeat(100));
    expect(agendaPreview('가'.repeat(101))).toBe(`${'가'.repeat(100)}…`);
    expect(agendaPreview('첫 줄\n\n둘째 줄')).toBe('첫 줄 둘째 줄');
  });

  it('never cuts an emoji in half', () => {
    expect(agendaPreview('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
    expect(charCount('😀가')).toBe(2);
  });
});
