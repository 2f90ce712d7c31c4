import { afterWrite, type QueuedWrite } from '@haru/api-client/offline';
import type { TodoSort } from '@haru/contracts';
import { findInPages, placeInPages, removeFromPages, type PagedTodos, type StatusFilter } from './pages';

/** A list with the to-do writes still queued offline applied in order: what the user did shows until the server has it. */
export function withQueuedTodos(data: PagedTodos, filter: StatusFilter, sort: TodoSort, writes: readonly QueuedWrite[]): PagedTodos {
  let out = data;
  for (const write of writes) {
    if (write.kind !== 'todo') continue;
    const todo = afterWrite(findInPages(out, write.id), write);
    if (todo) out = placeInPages(out, filter, sort, todo);
    else if (todo === null) out = removeFromPages(out, write.id);
  }
  return out;
}
