import { recurrenceSchema, RECURRENCE_MESSAGES as M } from './recurrence';

const firstMessage = (value: unknown) => {
  const result = recurrenceSchema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('recurrence schema', () => {
  it.each([
    [{ freq: 'daily' }],
    [{ freq: 'daily', interval: 3 }],
    [{ freq: 'weekdays' }],
    [{ freq: 'weekly', weekdays: [1, 3, 5] }],
    [{ freq: 'monthly', month_day: 31 }],
    [{ freq: 'monthly', month_day: -1 }],
    [{ freq: 'yearly', month: 2, month_day: 29 }],
    [{ freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false }],
    [{ freq: 'lunar_yearly', month: 4, month_day: 30, leap_month: true }],
    [{ freq: 'lunar_monthly', month_day: 15 }],
    [{ freq: 'weekly', weekdays: [1], until: '2027-03-31' }],
    [{ freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false, count: 10 }],
  ])('when %j is stored, then it is accepted as it is', (value) => {
    expect(recurrenceSchema.parse(value)).toEqual(value);
  });

  it.each([
    [{ freq: 'hourly' }, M.freq],
    [{}, M.freq],
    [{ freq: 'daily', interval: 0 }, M.interval],
    [{ freq: 'daily', interval: 1.5 }, M.interval],
    [{ freq: 'weekly', weekdays: [] }, M.weekdays],
    [{ freq: 'weekly', weekdays: [7] }, M.weekday],
    [{ freq: 'weekly', weekdays: [1, 1] }, M.duplicateWeekday],
    [{ freq: 'weekly' }, M.weekdays],
    [{ freq: 'monthly', month_day: 0 }, M.monthDay],
    [{ freq: 'monthly', month_day: 32 }, M.monthDay],
    [{ freq: 'monthly', month_day: -2 }, M.monthDay],
    [{ freq: 'yearly', month: 13, month_day: 1 }, M.month],
    [{ freq: 'yearly', month: 2, month_day: 30 }, M.dayOfMonth],
    [{ freq: 'yearly', month: 4, month_day: 31 }, M.dayOfMonth],
    [{ freq: 'lunar_yearly', month: 8, month_day: 31, leap_month: false }, M.lunarDay],
    [{ freq: 'lunar_yearly', month: 8, month_day: 15 }, M.leapMonth],
    [{ freq: 'lunar_yearly', month: 0, month_day: 15, leap_month: false }, M.month],
    [{ freq: 'lunar_monthly', month_day: 31 }, M.lunarDay],
    [{ freq: 'daily', until: '2027-02-30' }, M.until],
    [{ freq: 'daily', until: 20270301 }, M.until],
    [{ freq: 'daily', count: 0 }, M.count],
    [{ freq: 'daily', count: 1000 }, M.count],
    [{ freq: 'daily', count: 2.5 }, M.count],
    [{ freq: 'daily', until: '2027-03-31', count: 10 }, M.untilAndCount],
  ])('when %j is stored, then it is refused with the Korean message %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('when an unknown key comes along, then the rule is refused', () => {
    expect(recurrenceSchema.safeParse({ freq: 'daily', ends: '2030-01-01' }).success).toBe(false);
    expect(recurrenceSchema.safeParse({ freq: 'lunar_monthly', month_day: 1, leap_month: true }).success).toBe(false);
  });
});
