/** Sidebar badge figures (SPEC.md section 4): open to-dos, meetings of the last 7 days, projects in progress. */
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** List endpoints answer an array; tolerate a wrapper object holding one (paginated shapes). */
export function listOf(body: unknown): Record<string, unknown>[] | null {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    const inner = Object.values(body).find(Array.isArray);
    if (inner) return inner as Record<string, unknown>[];
  }
  return null;
}

export function openTodos(todos: Record<string, unknown>[]): number {
  return todos.filter((t) => t.status !== 'completed' && t.completed !== true).length;
}

export function meetingsThisWeek(meetings: Record<string, unknown>[], now = Date.now()): number {
  return meetings.filter((m) => {
    const created = Date.parse(String(m.created_at ?? ''));
    return Number.isFinite(created) && created > now - WEEK_MS && created <= now + 60_000;
  }).length;
}

export function projectsInProgress(projects: Record<string, unknown>[]): number {
  return projects.filter((p) => p.status === 'in_progress').length;
}

export type BadgeCounts = { todo: number | null; meetings: number | null; wbs: number | null };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The three figures from GET /api/stats/summary (todos.pending, meetings.this_week, wbs.in_progress). */
export function countsFromSummary(body: unknown): BadgeCounts | null {
  const b = body as { todos?: { pending?: unknown }; meetings?: { this_week?: unknown }; wbs?: { in_progress?: unknown } } | null;
  const counts = { todo: num(b?.todos?.pending), meetings: num(b?.meetings?.this_week), wbs: num(b?.wbs?.in_progress) };
  return counts.todo === null && counts.meetings === null && counts.wbs === null ? null : counts;
}
