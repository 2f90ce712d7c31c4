import type { CalendarEvent } from '@haru/contracts';

/** Height of one hour in the time grid, and how long an item without an end is drawn. */
export const HOUR_PX = 48;
const LENGTH_MINUTES = { meeting: 60, todo: 30 } as const;

/** One timed item placed in its day column: `top`/`height` in px, side by side with overlapping ones. */
export interface PlacedEvent { event: CalendarEvent; top: number; height: number; column: number; columns: number }

/** 'HH:MM' → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export const pxOf = (minutes: number) => (minutes / 60) * HOUR_PX;

/**
 * A day's timed meetings and to-dos placed by start time (a meeting drawn an hour long, a to-do half an hour,
 * clipped at midnight); items that overlap share the width in columns, each group of overlapping items alone.
 */
export function placeDay(events: readonly CalendarEvent[]): PlacedEvent[] {
  const timed = events
    .filter((e) => e.time && e.type !== 'project')
    .map((event) => {
      const start = minutesOf(event.time as string);
      const end = Math.min(24 * 60, start + LENGTH_MINUTES[event.type as 'meeting' | 'todo']);
      return { event, start, end, column: 0, columns: 1 };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedEvent[] = [];
  let group: typeof timed = [];
  let groupEnd = -1;
  const close = () => {
    const columns = group.reduce((n, g) => Math.max(n, g.column + 1), 0);
    for (const g of group) placed.push({ event: g.event, top: pxOf(g.start), height: pxOf(g.end - g.start), column: g.column, columns });
    group = [];
  };
  for (const item of timed) {
    if (item.start >= groupEnd) close();
    const columnEnds = group.reduce<number[]>((ends, g) => { ends[g.column] = Math.max(ends[g.column] ?? 0, g.end); return ends; }, []);
    const free = columnEnds.findIndex((end) => end <= item.start);
    item.column = free >= 0 ? free : columnEnds.length;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.end);
  }
  close();
  return placed;
}
