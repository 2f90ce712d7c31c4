import { MEETING_LIMITS } from '@haru/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);
export const MINUTES: readonly number[] = Array.from({ length: 60 / MEETING_LIMITS.minuteStep }, (_, i) => i * MEETING_LIMITS.minuteStep);

export const toTime = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** '14:30' → { hour: 14, minute: 30 }; null for anything else. */
export function parseTime(value: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/**
 * The wall-clock time in Korea rounded to the nearest 5 minutes. 23:58 stays on the same day (23:55), since the
 * date field is picked separately.
 */
export function nowRounded(now: Date = new Date(), step: number = MEETING_LIMITS.minuteStep): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const total = Math.min(Math.round((hour * 60 + minute) / step) * step, 24 * 60 - step);
  return toTime(Math.floor(total / 60), total % 60);
}

/** SPEC.md: the dropdown opens upward when there is under 350 px below and more room above. */
export function opensUpward(spaceBelow: number, spaceAbove: number, threshold: number = MEETING_LIMITS.flipThresholdPx): boolean {
  return spaceBelow < threshold && spaceAbove > spaceBelow;
}

/** Room below and above an element inside the viewport. */
export function roomAround(el: Element): { below: number; above: number } {
  const rect = el.getBoundingClientRect();
  return { below: window.innerHeight - rect.bottom, above: rect.top };
}
