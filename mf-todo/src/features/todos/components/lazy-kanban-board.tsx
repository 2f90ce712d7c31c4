import { Suspense } from 'react';
import { Skeleton } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { lazyRetry } from '@haru/ui-kit/src/lazy-retry';
import type { KanbanProps } from './kanban-board';
import styles from './todo-list.module.css';

// The board and dnd-kit (about 14 KB gzip) load when the kanban view is first shown, not with the list.
const KanbanBoard = lazyRetry(() => import('./kanban-board').then((m) => m.KanbanBoard));

export function LazyKanbanBoard(props: KanbanProps) {
  const fallback = (
    <div className={styles.skeletons} aria-busy="true" aria-label={messages.list.loading}>
      {[0, 1, 2].map((i) => <Skeleton key={i} height={88} />)}
    </div>
  );
  return <Suspense fallback={fallback}><KanbanBoard {...props} /></Suspense>;
}
