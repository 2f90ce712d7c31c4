import type { DatePickerLabels } from './date-picker';
import type { TimePickerLabels } from './time-picker';

/** The copy a remote passes in (the pickers themselves carry none). */
export const DATE_LABELS: DatePickerLabels = {
  open: '마감일 선택',
  dialog: '마감일 선택 달력',
  prevMonth: '이전 달',
  nextMonth: '다음 달',
  today: '오늘',
  tomorrow: '내일',
  nextWeek: '일주일 후',
  clear: '지우기',
  close: '닫기',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
};

export const TIME_LABELS: TimePickerLabels = {
  open: '시간 선택',
  dialog: '회의 시간 선택',
  hours: '시',
  minutes: '분',
  hourOption: (h) => `${h}시`,
  minuteOption: (m) => `${m}분`,
  shortcuts: '빠른 선택',
  nine: '오전 9:00',
  two: '오후 2:00',
  now: '지금',
};

/** Puts every element at the given viewport rectangle (jsdom has no layout). */
export function placeAt(top: number, bottom: number, viewport: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}),
  });
}
