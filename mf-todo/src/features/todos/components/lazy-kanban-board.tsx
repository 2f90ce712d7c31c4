import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import styles from './todo-list.module.css';

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The board and dnd-kit (about 14 KB gzip) load when the kanban view is first shown, not with the list. A failed
// chunk load is retried (webpack forgets a failed chunk) before the error reaches the remote's boundary.
const KanbanBoard = lazy(async () => {
  for (let attempt = 0; ; attempt++) {
    try {
      return { default: (await import('./kanban-board')).KanbanBoard };
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await wait(RETRY_DELAYS_MS[attempt]);
    }
  }
});

export function LazyKanbanBoard(props: ComponentProps<typeof KanbanBoard>) {
  const fallback = (
    <div className={styles.skeletons} aria-busy="true" aria-label={messages.list.loading}>
      {[0, 1, 2].map((i) => <Skeleton key={i} height={88} />)}
    </div>
  );
  return <Suspense fallback={fallback}><KanbanBoard {...props} /></Suspense>;
}
