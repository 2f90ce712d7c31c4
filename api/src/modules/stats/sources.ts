import mongoose from 'mongoose';
import { monthOf, seoulDate, startOfSeoulDay } from '@haru/dates';

/**
 * Where the other modules keep their documents (their mongoose models: todos, meetings, wbs). Read through the
 * driver so these read-only figures never depend on another module's code; every query filters by ownerId.
 */
export const SOURCES = {
  todos: 'todos',
  meetings: 'meetings',
  projects: 'wbs_projects',
  tasks: 'wbs_tasks',
} as const;

export function collection(name: keyof typeof SOURCES) {
  const db = mongoose.connection.db;
  if (!db) throw Object.assign(new Error('database not connected'), { name: 'MongoNotConnectedError' });
  return db.collection(SOURCES[name]);
}

const DAY_MS = 86_400_000;

/** Reference points of "now" in Korea: today's calendar date, rolling week boundaries, the month's first instant. */
export interface Periods {
  today: string;
  weekAgo: Date;
  twoWeeksAgo: Date;
  monthStart: Date;
}

export function periodsAt(now: Date): Periods {
  const today = seoulDate(now);
  return {
    today,
    weekAgo: new Date(now.getTime() - 7 * DAY_MS),
    twoWeeksAgo: new Date(now.getTime() - 14 * DAY_MS),
    monthStart: startOfSeoulDay(monthOf(today)),
  };
}

/** `{ $sum: { $cond: [cond, 1, 0] } }` */
export function countIf(cond: unknown) {
  return { $sum: { $cond: [cond, 1, 0] } };
}
