import type { DatePickerLabels } from './date-picker';
import type { TimePickerLabels } from './time-picker';

/** The field names a remote passes in (the control copy is ui-kit's own). */
export const DATE_LABELS: DatePickerLabels = { open: '마감일 선택', dialog: '마감일 선택 달력' };
export const TIME_LABELS: TimePickerLabels = { open: '시간 선택', dialog: '회의 시간 선택' };

/** Puts every element at the given viewport rectangle (jsdom has no layout). */
export function placeAt(top: number, bottom: number, viewport: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}),
  });
}
