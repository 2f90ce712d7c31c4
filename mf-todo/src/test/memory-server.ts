import { jsonResponse } from '@haru/api-client/src/test-response';
import type { TodoBulkChange, TodoDto, TodoSort } from '@haru/contracts';
import { matchesFilter, serverOrder, type StatusFilter } from '../features/todos/lib/pages';
import { withChange } from '../features/todos/lib/bulk';

export interface Sent { method: string; url: string; body: unknown }

/**
 * The to-do API's part the list screen calls (pages, PUT, bulk PATCH, restore from the 휴지통), in memory behind
 * fetch: jsdom has no network. `failNext` makes the next write answer an error; `hold` keeps answers until `release`.
 */
export function memoryServer(initial: TodoDto[]) {
  const todos = new Map(initial.map((t) => [t.id, t]));
  const trash = new Map<string, TodoDto>();
  const sent: Sent[] = [];
  let failNext: { status: number; detail: string } | null = null;
  let held: (() => void)[] | null = null;

  const answer = (method: string, url: URL, body: { ids?: string[]; kind?: string; change?: TodoBulkChange; delete?: true; status?: TodoDto['status']; completed?: boolean } | null): [number, unknown] => {
    if (method === 'GET' && url.pathname === '/api/todos') {
      const filter = (url.searchParams.get('status') ?? 'all') as StatusFilter;
      const sort = (url.searchParams.get('sort') ?? 'priority') as TodoSort;
      return [200, [...todos.values()].filter((t) => matchesFilter(t, filter)).sort(serverOrder(filter, sort))];
    }
    if (method === 'GET') return [200, {}];
    if (failNext) {
      const { status, detail } = failNext;
      failNext = null;
      return [status, { detail }];
    }
    if (method === 'PATCH' && body?.ids) {
      if (body.ids.some((id) => !todos.has(id))) return [404, { detail: '할일을 찾을 수 없습니다' }];
      if (body.delete) {
        for (const id of body.ids) { trash.set(id, todos.get(id)!); todos.delete(id); }
        return [200, { message: '', deleted: body.ids.length }];
      }
      const previous = body.ids.map((id) => { const t = todos.get(id)!; return { id, status: t.status, priority: t.priority, category: t.category, due_date: t.due_date }; });
      for (const id of body.ids) todos.set(id, withChange(todos.get(id)!, body.change!));
      return [200, { message: '', todos: body.ids.map((id) => todos.get(id)), previous }];
    }
    if (method === 'POST' && url.pathname === '/api/trash/restore' && body?.ids) {
      if (body.ids.some((id) => !trash.has(id))) return [404, { detail: '휴지통에 없는 항목입니다' }];
      for (const id of body.ids) { todos.set(id, trash.get(id)!); trash.delete(id); }
      return [200, { message: '', items: [] }];
    }
    const restore = url.pathname.match(/^\/api\/trash\/todo\/(\w+)\/restore$/);
    if (method === 'POST' && restore) {
      todos.set(restore[1], trash.get(restore[1])!);
      trash.delete(restore[1]);
      return [200, { message: '' }];
    }
    const one = url.pathname.match(/^\/api\/todos\/(\w+)$/);
    if (method === 'PUT' && one && (body?.status || body?.completed !== undefined)) {
      const status = body.status ?? (body.completed ? 'completed' : 'pending');
      todos.set(one[1], { ...todos.get(one[1])!, status, completed: status === 'completed' });
      return [200, todos.get(one[1])];
    }
    return [404, { detail: '없는 경로' }];
  };

  globalThis.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method, url: url.pathname, body });
    const [status, json] = answer(method, url, body);
    if (held && method !== 'GET') await new Promise<void>((resolve) => held?.push(resolve));
    return jsonResponse(status, json);
  }) as unknown as typeof fetch;

  return {
    sent,
    writes: () => sent.filter((s) => s.method !== 'GET'),
    todo: (id: string) => todos.get(id),
    inTrash: (id: string) => trash.has(id),
    failNext: (status: number, detail: string) => { failNext = { status, detail }; },
    hold: () => { held = []; },
    release: () => { const waiting = held ?? []; held = null; waiting.forEach((r) => r()); },
  };
}
