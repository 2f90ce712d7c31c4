import { parseQuickAdd } from './quick-add';
import { toRecurrence } from './quick-add-recurrence';
import { recurrenceSchema } from './recurrence';

/** 2026-11-25 (수) 10:00 in Seoul. */
const now = new Date('2026-11-25T01:00:00Z');
const ruleOf = (line: string) => {
  const { fields } = parseQuickAdd(line, { now });
  return fields.recurrence ? toRecurrence(fields.recurrence) : null;
};

describe('quick add repeat chips as stored rules', () => {
  it.each([
    ['매일 물 마시기', { freq: 'daily' }],
    ['평일마다 출근 체크', { freq: 'weekdays' }],
    ['매주 월요일 주간보고', { freq: 'weekly', weekdays: [1] }],
    ['매주 월·수 운동', { freq: 'weekly', weekdays: [1, 3] }],
    ['주말마다 청소', { freq: 'weekly', weekdays: [0, 6] }],
    ['매월 1일 월세', { freq: 'monthly', month_day: 1 }],
    ['매월 말일 정산', { freq: 'monthly', month_day: -1 }],
    ['매년 3월 2일 개학', { freq: 'yearly', month: 3, month_day: 2 }],
    ['매년 음력 8월 15일 차례', { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false }],
    ['매월 음력 15일 기도', { freq: 'lunar_monthly', month_day: 15 }],
  ])('when "%s" is typed, then the rule %j is stored, valid under the contract', (line, rule) => {
    expect(ruleOf(line)).toEqual(rule);
    expect(recurrenceSchema.parse(ruleOf(line))).toEqual(rule);
  });

  it('when no repeat is typed, then there is no rule', () => {
    expect(ruleOf('내일 오후 3시 회의 준비')).toBeNull();
  });
});
