import { Calendar, Clock } from 'lucide-react';

/** Decorative: the toggle buttons carry the accessible names. */
export function CalendarIcon() {
  return <Calendar size={20} aria-hidden="true" focusable="false" />;
}

export function ClockIcon() {
  return <Clock size={20} aria-hidden="true" focusable="false" />;
}
