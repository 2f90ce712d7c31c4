import { MEETING_LIMITS } from '@haru/contracts';

const SEOUL = 'Asia/Seoul';
const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL, year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

/** A calendar date and optional time as the instant it names in Korea. */
function seoulInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** '2025-01-19' → '2025년 1월 19일 (일)'. */
export function formatMeetingDate(date: string): string {
  const instant = seoulInstant(date);
  if (Number.isNaN(instant.getTime())) return date;
  const parts = dateFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}년 ${get('month')} ${get('day')}일 (${get('weekday')})`;
}

/**
 * '14:30' → '오후 2:30', '00:05' → '오전 12:05'. Built by hand: ICU builds differ on the Korean day period
 * (some print 'PM'), and a wall-clock time needs no time zone.
 */
export function formatMeetingTime(time: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const hour = Number(m[1]);
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${m[2]}`;
}

/** The list card's agenda preview: whitespace folded, at most 100 characters, then an ellipsis. */
export function agendaPreview(agenda: string, max: number = MEETING_LIMITS.previewChars): string {
  const flat = agenda.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/** Characters as the user counts them (an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}
