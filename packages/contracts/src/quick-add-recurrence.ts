import type { Recurrence, RecurrenceWeekday } from './recurrence';
import { RRULE_DAYS, type QuickRecurrence } from './quick-add-rules';

/**
 * Quick add's repeat chip (RRULE terms) as the stored rule (`recurrenceSchema`): BYDAY codes become weekdays 0 (일)
 * … 6 (토), Monday to Friday becomes '평일마다', a 음력 yearly rule the lunar rule (the ordinary month, not 윤달), a 음력
 * monthly rule '매월 음력 N일'.
 */
export function toRecurrence(rule: QuickRecurrence): Recurrence {
  switch (rule.freq) {
    case 'daily': return { freq: 'daily' };
    case 'weekly': {
      const weekdays = (rule.byweekday ?? []).map((d) => ((RRULE_DAYS.indexOf(d) + 1) % 7) as RecurrenceWeekday).sort();
      return weekdays.join() === '1,2,3,4,5' ? { freq: 'weekdays' } : { freq: 'weekly', weekdays };
    }
    case 'monthly': return rule.lunar
      ? { freq: 'lunar_monthly', month_day: rule.bymonthday ?? 1 }
      : { freq: 'monthly', month_day: rule.bymonthday ?? -1 };
    case 'yearly': return rule.lunar
      ? { freq: 'lunar_yearly', month: rule.bymonth ?? 1, month_day: rule.bymonthday ?? 1, leap_month: false }
      : { freq: 'yearly', month: rule.bymonth ?? 1, month_day: rule.bymonthday ?? 1 };
  }
}
