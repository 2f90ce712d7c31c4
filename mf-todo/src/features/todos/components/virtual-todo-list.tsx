import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TodoDto, TodoStatus } from '@haru/contracts';
import { Button, Spinner } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import type { MorePages } from '../lib/pages';
import { TodoItem } from './todo-item';
import { useRowHeights } from '../lib/use-row-heights';
import styles from './todo-list.module.css';

interface VirtualTodoListProps {
  todos: TodoDto[];
  today: string;
  layout: 'card' | 'row';
  onStatus: (id: string, status: TodoStatus) => void;
  onComplete: (id: string, completed: boolean) => void;
  onDelete: (todo: TodoDto) => void;
  more: MorePages;
  /** Selection mode: which rows are selected and the click on a row's selection box. */
  selection?: { has: (id: string) => boolean; toggle: (id: string, range: boolean) => void };
}

const CARD_MIN_WIDTH = 320;
const GAP = 12;
/** List rows sit closer together than cards. */
const ROW_GAP = 8;
/**
 * First guesses of a row's height. Each row is then measured as it renders (the virtualizer's
 * measureElement), so a card is as tall as its content: no empty band under a to-do without description or tags.
 */
const ESTIMATED_HEIGHT = { card: 120, row: 60, rowNarrow: 80 } as const;
/** Rows left below the window when the next page is requested: it arrives before the end comes into view. */
const PREFETCH_ROWS = 20;
const NARROW = '(max-width: 767px)';

/** How many cards fit side by side; the list view is always one column. */
function useColumns(ref: React.RefObject<HTMLDivElement | null>, layout: 'card' | 'row') {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || layout === 'row') {
      setColumns(1);
      return undefined;
    }
    const measure = () => setColumns(Math.max(1, Math.floor((el.clientWidth + GAP) / (CARD_MIN_WIDTH + GAP))));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [ref, layout]);
  return columns;
}

function useNarrow(): boolean {
  // One query list for the list's life: a new one per render (every scroll step) re-evaluated the media query and
  // re-subscribed its listener each time.
  const [query] = useState(() => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null));
  const [narrow, setNarrow] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return undefined;
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return narrow;
}

const byIndex = (index: number) => index;

function estimatedHeight(layout: 'card' | 'row', narrow: boolean): number {
  if (layout === 'card') return ESTIMATED_HEIGHT.card;
  return narrow ? ESTIMATED_HEIGHT.rowNarrow : ESTIMATED_HEIGHT.row;
}

/** The last row while more pages exist: loading, or a retry after a failed page. */
function MoreRow({ more }: { more: MorePages }) {
  if (more.failed) {
    return (
      <div className={styles.moreRow} role="alert">
        <span>{messages.list.moreFailed}</span>
        <Button variant="secondary" onClick={more.load}>{messages.list.retry}</Button>
      </div>
    );
  }
  return <div className={styles.moreRow}><Spinner label={messages.list.loadingMore} /></div>;
}

/**
 * Thousands of to-dos stay smooth: only the rows near the viewport are in the DOM, each as tall as its tallest card.
 * The page itself scrolls (the shell's layout), so the window is the scroll element. Pages load as the end comes near.
 * Every card is a child of the list itself, keyed by its to-do and placed by its row and column: when a to-do leaves
 * (completed, deleted) the others move up a place without being rebuilt (cards in per-row wrappers were remounted
 * in their new row, the whole visible list on each completion).
 */
export function VirtualTodoList({ todos, today, layout, onStatus, onComplete, onDelete, more, selection }: VirtualTodoListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref, layout);
  const narrow = useNarrow();
  const height = estimatedHeight(layout, narrow);
  const rowCount = Math.ceil(todos.length / columns);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [layout]);
  // One to-do per row: its measured height stays with it when it moves.
  const byTodo = useCallback((index: number) => todos[index]?.id ?? index, [todos]);
  // Rows not drawn yet are estimated as tall as the typical row on screen (use-row-heights.ts), at first `height`.
  const typical = useRef<number | null>(null);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => typical.current ?? height,
    gap: layout === 'row' ? ROW_GAP : GAP,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: columns === 1 ? byTodo : byIndex,
  });
  useEffect(() => {
    typical.current = null;
    virtualizer.measure();
  }, [virtualizer, height]);
  const cellRef = useRowHeights(virtualizer, typical);
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasMore, loading, failed, load } = more;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastShown >= rowCount - PREFETCH_ROWS) load();
  }, [hasMore, loading, failed, load, lastShown, rowCount]);
  const gap = columns > 1 ? GAP : 0;
  const width = `calc((100% - ${(columns - 1) * gap}px) / ${columns})`;

  return (
    <>
      <div ref={ref} className={styles.virtual} style={{ height: virtualizer.getTotalSize() }} role="list" aria-busy={loading || undefined}>
        {rows.flatMap((row) => todos.slice(row.index * columns, row.index * columns + columns).map((todo, column) => (
          <div
            role="listitem"
            key={todo.id}
            data-row={row.index}
            ref={cellRef}
            className={styles.cell}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              width,
              left: column === 0 ? 0 : `calc(${column} * (${width} + ${gap}px))`,
            }}
          >
            <TodoItem todo={todo} today={today} layout={layout} onStatus={onStatus} onComplete={onComplete} onDelete={onDelete} selected={selection?.has(todo.id)} onSelect={selection?.toggle} />
          </div>
        )))}
      </div>
      {more.hasMore && <MoreRow more={more} />}
    </>
  );
}
