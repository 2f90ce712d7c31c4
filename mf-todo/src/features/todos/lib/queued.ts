import type { QueuedWrite } from '@haru/api-client/offline';
import type { TodoDto, TodoSort } from '@haru/contracts';
import { placeInPages, removeFromPages, type PagedTodos, type StatusFilter } from './pages';

/** A list with the to-do writes still queued offline applied in order: what the user did shows until the server has it. */
export function withQueuedTodos(data: PagedTodos, filter: StatusFilter, sort: TodoSort, writes: readonly QueuedWrite[]): PagedTodos {
  let out = data;
  for (const write of writes) {
    if (write.kind !== 'todo') continue;
    out = write.op === 'delete' || !write.local ? removeFromPages(out, write.id) : placeInPages(out, filter, sort, write.local as TodoDto);
  }
  return out;
}
