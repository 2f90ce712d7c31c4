import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TodoDto, TodoStatus } from '@haru/contracts';
import { TodoItem } from './todo-item';
import styles from './todo-list.module.css';

interface VirtualTodoListProps {
  todos: TodoDto[];
  today: string;
  layout: 'card' | 'row';
  onStatus: (id: string, status: TodoStatus) => void;
  onDelete: (todo: TodoDto) => void;
}

const CARD_MIN_WIDTH = 320;
const GAP = 12;

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

/**
 * Thousands of to-dos stay smooth: only the rows near the viewport are in the DOM. The page itself scrolls
 * (the shell's layout), so the window is the scroll element; rows are measured after rendering.
 */
export function VirtualTodoList({ todos, today, layout, onStatus, onDelete }: VirtualTodoListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref, layout);
  const rowCount = Math.ceil(todos.length / columns);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [layout]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (layout === 'card' ? 132 : 72) + GAP,
    overscan: 6,
    scrollMargin: offset,
  });

  return (
    <div ref={ref} className={styles.virtual} style={{ height: virtualizer.getTotalSize() }} role="list">
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.virtualRow}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {todos.slice(row.index * columns, row.index * columns + columns).map((todo) => (
            <div role="listitem" key={todo.id}>
              <TodoItem todo={todo} today={today} layout={layout} onStatus={onStatus} onDelete={onDelete} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
