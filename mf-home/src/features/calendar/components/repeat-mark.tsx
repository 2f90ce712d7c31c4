import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';

const m = messages.calendar;

/** '↻' before a repeating to-do (its rule read aloud: '반복: 매주 월요일'); nothing for other events. */
export function RepeatMark({ event, className }: { event: CalendarEvent; className?: string }) {
  if (!event.repeat) return null;
  return <span role="img" className={className} aria-label={m.repeatOf(event.repeat)} title={m.repeatOf(event.repeat)} data-testid="repeat-mark">↻ </span>;
}
