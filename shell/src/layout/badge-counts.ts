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
