import { useRef, useState, type DragEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { TODO_STATUSES, type TodoDto, type TodoStatus } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { KanbanCard, KANBAN_DRAG_TYPE } from './kanban-card';
import styles from './kanban.module.css';

type OnStatus = (id: string, status: TodoStatus) => void;

interface KanbanProps {
  todos: TodoDto[];
  today: string;
  onStatus: OnStatus;
}

/** Columns longer than this render only the cards in view. */
const VIRTUALIZE_FROM = 80;

/** Columns by status. Dragging a card to a column changes its status; the arrow buttons do the same by keyboard. */
export function KanbanBoard({ todos, today, onStatus }: KanbanProps) {
  return (
    <div className={styles.board}>
      <p className="haru-visually-hidden">{messages.list.dropHint}</p>
      {TODO_STATUSES.map((status) => (
        <KanbanColumn key={status} status={status} todos={todos.filter((t) => t.status === status)} today={today} onStatus={onStatus} />
      ))}
    </div>
  );
}

interface ColumnProps { status: TodoStatus; todos: TodoDto[]; today: string; onStatus: OnStatus }

function KanbanColumn({ status, todos, today, onStatus }: ColumnProps) {
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const id = e.dataTransfer.getData(KANBAN_DRAG_TYPE);
    if (id && !todos.some((t) => t.id === id)) onStatus(id, status);
  };
  const headingId = `kanban-${status}`;
  return (
    <section
      className={styles.column}
      data-status={status}
      data-over={over || undefined}
      aria-labelledby={headingId}
      onDragOver={(e) => { if (e.dataTransfer.types.includes(KANBAN_DRAG_TYPE)) { e.preventDefault(); setOver(true); } }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2 id={headingId} className={styles.columnTitle}>
        {messages.status[status]} <span className={styles.count}>{messages.list.columnCount(todos.length)}</span>
      </h2>
      {todos.length > VIRTUALIZE_FROM ? (
        <VirtualCards todos={todos} today={today} onStatus={onStatus} />
      ) : (
        <ul className={styles.plainCards}>
          {todos.map((todo) => <li key={todo.id}><KanbanCard todo={todo} today={today} onStatus={onStatus} /></li>)}
          {todos.length === 0 && <li className={styles.empty}>{messages.list.columnEmpty}</li>}
        </ul>
      )}
    </section>
  );
}

function VirtualCards({ todos, today, onStatus }: Omit<ColumnProps, 'status'>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: todos.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 5,
  });
  return (
    <div ref={scrollRef} className={styles.scroll}>
      <ul className={styles.cards} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li key={todos[item.index].id} data-index={item.index} ref={virtualizer.measureElement} className={styles.cardSlot} style={{ transform: `translateY(${item.start}px)` }}>
            <KanbanCard todo={todos[item.index]} today={today} onStatus={onStatus} />
          </li>
        ))}
      </ul>
    </div>
  );
}
