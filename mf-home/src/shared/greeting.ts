import { seoulHour, seoulParts } from './dates';
import { messages } from '../messages/ko';

/** SPEC.md section 9: morning before 12, afternoon before 18, otherwise evening (hour in Korea). */
export function greetingFor(hour: number): string {
  if (hour < 12) return messages.home.greeting.morning;
  if (hour < 18) return messages.home.greeting.afternoon;
  return messages.home.greeting.evening;
}

export function greetingAt(instant: Date): string {
  return greetingFor(seoulHour(instant));
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2025년 1월 19일' (what Intl's ko-KR long date prints), from the Seoul wall clock. */
function koreanDay(instant: Date): string {
  const { year, month, day } = seoulParts(instant);
  return `${year}년 ${month}월 ${day}일`;
}

/** '2025년 1월 19일 (일)' in Korea's time zone. */
export function formatKoreanDate(instant: Date): string {
  return `${koreanDay(instant)} (${WEEKDAYS[seoulParts(instant).weekday]})`;
}

/** '오후 2:30:05' in Korea's time zone (built by hand: some ICU builds print 'PM' for ko-KR's day period). */
export function formatKoreanTime(instant: Date): string {
  const { hour: h, minute: m, second: s } = seoulParts(instant);
  const period = h < 12 ? '오전' : '오후';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${period} ${hour12}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** '2025년 1월 19일' for a stored calendar date or timestamp (e.g. the join date). */
export function formatKoreanDay(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : koreanDay(instant);
}
