/** Sidebar badge figures (SPEC.md section 4): open to-dos, meetings of the last 7 days, projects in progress. */
export type BadgeCounts = { todo: number | null; meetings: number | null; wbs: number | null };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The three figures from GET /api/stats/summary (todos.pending, meetings.this_week, wbs.in_progress). */
export function countsFromSummary(body: unknown): BadgeCounts | null {
  const b = body as { todos?: { pending?: unknown }; meetings?: { this_week?: unknown }; wbs?: { in_progress?: unknown } } | null;
  const counts = { todo: num(b?.todos?.pending), meetings: num(b?.meetings?.this_week), wbs: num(b?.wbs?.in_progress) };
  return counts.todo === null && counts.meetings === null && counts.wbs === null ? null : counts;
}
