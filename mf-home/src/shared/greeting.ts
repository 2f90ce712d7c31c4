import { seoulHour } from '@haru/dates';
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
