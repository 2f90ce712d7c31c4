import { useCallback, useEffect, useRef, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TodoDto } from '@haru/contracts';
import { TODO_STATUSES, type TodoStatus } from '@haru/contracts/src/todo-values';
import { Button, Spinner } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import type { KanbanLists, PagedList } from '../api/use-paged-list';
import type { MorePages } from '../lib/pages';
import { KanbanCard } from './kanban-card';
import { KanbanDnd } from './kanban-dnd';
import styles from './kanban.module.css';

type OnStatus = (id: string, status: TodoStatus) => void;
type OnMove = (todo: TodoDto, status: TodoStatus) => void;
type OnComplete = (id: string, completed: boolean) => void;

/** Selection mode: which cards are selected and the click on a card's box (the page keeps ranges in one column). */
export interface BoardSelection { has: (id: string) => boolean; toggle: (id: string, range: boolean) => void }

export interface KanbanProps {
  columns: KanbanLists;
  today: string;
  onStatus: OnStatus;
  onComplete: OnComplete;
  selection?: BoardSelection;
}

const EMPTY: PagedList = {
  todos: [], loading: false, failed: false, retry: () => undefined, count: { n: 0, exact: true }, more: { hasMore: false, loading: false, failed: false, load: () => undefined },
};

/** Columns longer than this render only the cards in view. */
const VIRTUALIZE_FROM = 80;

/**
 * Columns by status, each its own paged list (a column outside the status filter is empty). Dragging a card to a
 * column (KanbanDnd) changes its status; the ◀ ▶ buttons do the same, announced in the board's live region.
 */
export function KanbanBoard({ columns, today, onStatus, onComplete, selection }: KanbanProps) {
  const [announcement, setAnnouncement] = useState('');
  const onMove = useCallback<OnMove>((todo, status) => {
    onStatus(todo.id, status);
    setAnnouncement(messages.list.movedTo(todo.title, messages.status[status]));
  }, [onStatus]);
  return (
    <KanbanDnd onStatus={onStatus}>
      <div className={styles.board}>
        <p className="haru-visually-hidden">{messages.list.dropHint}</p>
        {TODO_STATUSES.map((status) => (
          <KanbanColumn key={status} status={status} list={columns[status] ?? EMPTY} today={today} onMove={onMove} onComplete={onComplete} selection={selection} />
        ))}
      </div>
      <p className="haru-visually-hidden" aria-live="polite">{announcement}</p>
    </KanbanDnd>
  );
}

interface CardsProps { today: string; onMove: OnMove; onComplete: OnComplete; selection?: BoardSelection }
interface ColumnProps extends CardsProps { status: TodoStatus; list: PagedList }

const Card = ({ todo, today, onMove, onComplete, selection }: CardsProps & { todo: TodoDto }) => (
  <KanbanCard todo={todo} today={today} onMove={onMove} onComplete={onComplete} selected={selection?.has(todo.id)} onSelect={selection?.toggle} />
);

function KanbanColumn({ status, list, today, onMove, onComplete, selection }: ColumnProps) {
  const { todos, more, count } = list;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `kanban-${status}`;
  return (
    <section ref={setNodeRef} className={styles.column} data-status={status} data-over={isOver || undefined} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnTitle}>
        {messages.status[status]} <span className={styles.count}>{count === null ? '' : count.exact ? messages.list.columnCount(count.n) : messages.list.countAtLeast(count.n)}</span>
      </h2>
      {todos.length > VIRTUALIZE_FROM ? (
        <VirtualCards todos={todos} today={today} onMove={onMove} onComplete={onComplete} selection={selection} more={more} />
      ) : (
        <ul className={styles.plainCards}>
          {todos.map((todo) => <li key={todo.id}><Card todo={todo} today={today} onMove={onMove} onComplete={onComplete} selection={selection} /></li>)}
          {todos.length === 0 && !more.hasMore && !list.loading && <li className={styles.empty}>{messages.list.columnEmpty}</li>}
          {(more.hasMore || list.loading) && <li><MoreCards more={more} eager /></li>}
        </ul>
      )}
    </section>
  );
}

/** Loading or retry at a column's end; `eager` loads at once (a short column has no scrolling to wait for). */
function MoreCards({ more, eager = false }: { more: MorePages; eager?: boolean }) {
  const { hasMore, loading, failed, load } = more;
  useEffect(() => { if (eager && hasMore && !loading && !failed) load(); }, [eager, hasMore, loading, failed, load]);
  if (failed) {
    return (
      <div className={styles.more} role="alert">
        <span>{messages.list.moreFailed}</span>
        <Button variant="secondary" size="sm" onClick={load}>{messages.list.retry}</Button>
      </div>
    );
  }
  return <div className={styles.more}><Spinner label={messages.list.loadingMore} /></div>;
}

const PREFETCH_CARDS = 20;

function VirtualCards({ todos, more, ...card }: CardsProps & { todos: TodoDto[]; more: MorePages }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: todos.length + (more.hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  const { hasMore, loading, failed, load } = more;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastShown >= todos.length - PREFETCH_CARDS) load();
  }, [hasMore, loading, failed, load, lastShown, todos.length]);
  return (
    <div ref={scrollRef} className={styles.scroll}>
      <ul className={styles.cards} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <li key={todos[item.index]?.id ?? 'more'} data-index={item.index} ref={virtualizer.measureElement} className={styles.cardSlot} style={{ transform: `translateY(${item.start}px)` }}>
            {item.index === todos.length ? <MoreCards more={more} /> : <Card todo={todos[item.index]} {...card} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
