import type { Recurrence } from './recurrence-types';

const DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'];
/** Monday first, as Korean week lists are read ('월, 수, 금요일'). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const every = (interval: number | undefined, unit: string, each: string) => (interval && interval > 1 ? `${interval}${unit}마다` : each);
const monthDay = (day: number) => (day === -1 ? '말일' : `${day}일`);

/**
 * The Korean name of a rule: '매일', '평일마다', '매주 월요일', '매주 월, 수, 금요일', '2주마다 화요일', '매월 15일',
 * '매월 말일', '매년 3월 2일', '매년 음력 8월 15일', '매년 음력 윤4월 1일', '매월 음력 15일'; a rule that ends adds
 * its end: '매주 월요일 · 2027년 3월 31일까지', '매일 · 10회'. The '↻' in front is the screen's.
 */
export function recurrenceLabel(rule: Recurrence): string {
  const end = recurrenceEndLabel(rule);
  return end ? `${repeatLabel(rule)} · ${end}` : repeatLabel(rule);
}

/** '2027년 3월 31일까지', '10회', or null when the rule does not end. */
export function recurrenceEndLabel(rule: Recurrence): string | null {
  if (rule.until) return `${Number(rule.until.slice(0, 4))}년 ${Number(rule.until.slice(5, 7))}월 ${Number(rule.until.slice(8, 10))}일까지`;
  return rule.count ? `${rule.count}회` : null;
}

function repeatLabel(rule: Recurrence): string {
  switch (rule.freq) {
    case 'daily': return every(rule.interval, '일', '매일');
    case 'weekdays': return '평일마다';
    case 'weekly': {
      const days = WEEK_ORDER.filter((d) => rule.weekdays.includes(d as never)).map((d) => DAY_NAMES[d]);
      return `${every(rule.interval, '주', '매주')} ${days.join(', ')}요일`;
    }
    case 'monthly': return `${every(rule.interval, '개월', '매월')} ${monthDay(rule.month_day)}`;
    case 'yearly': return `${every(rule.interval, '년', '매년')} ${rule.month}월 ${rule.month_day}일`;
    case 'lunar_yearly': return `매년 음력 ${rule.leap_month ? '윤' : ''}${rule.month}월 ${rule.month_day}일`;
    case 'lunar_monthly': return `매월 음력 ${rule.month_day}일`;
  }
}
