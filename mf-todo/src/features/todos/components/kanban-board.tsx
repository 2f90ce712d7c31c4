import { useRef, useState, type DragEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router-dom';
import { TODO_STATUSES, type TodoDto, type TodoStatus } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { dueLabel, dueState } from '../lib/due';
import { formatShortDate } from '../lib/dates';
import styles from './kanban.module.css';

interface KanbanProps {
  todos: TodoDto[];
  today: string;
  onStatus: (id: string, status: TodoStatus) => void;
}

const DRAG_TYPE = 'application/x-haru-todo';

/** Columns by status. Dragging a card to a column changes its status; the arrow buttons do the same by keyboard. */
export function KanbanBoard({ todos, today, onStatus }: KanbanProps) {
  return (
    <div className={styles.board}>
      <p className="haru-visually-hidden">{messages.list.dropHint}</p>
      {TODO_STATUSES.map((status, index) => (
        <KanbanColumn
          key={status}
          status={status}
          todos={todos.filter((t) => t.status === status)}
          today={today}
          prev={TODO_STATUSES[index - 1]}
          next={TODO_STATUSES[index + 1]}
          onStatus={onStatus}
        />
      ))}
    </div>
  );
}

interface ColumnProps {
  status: TodoStatus;
  todos: TodoDto[];
  today: string;
  prev?: TodoStatus;
  next?: TodoStatus;
  onStatus: (id: string, status: TodoStatus) => void;
}

function KanbanColumn({ status, todos, today, prev, next, onStatus }: ColumnProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const virtualizer = useVirtualizer({
    count: todos.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 112,
    overscan: 5,
    // jsdom and the first paint have no layout yet: assume a column's height so the first cards render.
    initialRect: { width: 300, height: 640 },
  });
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const id = e.dataTransfer.getData(DRAG_TYPE);
    if (id && !todos.some((t) => t.id === id)) onStatus(id, status);
  };
  const headingId = `kanban-${status}`;

  return (
    <section
      className={styles.column}
      data-status={status}
      data-over={over || undefined}
      aria-labelledby={headingId}
      onDragOver={(e) => { if (e.dataTransfer.types.includes(DRAG_TYPE)) { e.preventDefault(); setOver(true); } }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2 id={headingId} className={styles.columnTitle}>
        {messages.status[status]} <span className={styles.count}>{messages.list.columnCount(todos.length)}</span>
      </h2>
      <div ref={scrollRef} className={styles.scroll}>
        <ul className={styles.cards} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const todo = todos[item.index];
            const state = dueState(todo, today);
            return (
              <li
                key={todo.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.cardSlot}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div
                  className={styles.card}
                  draggable
                  data-testid="kanban-card"
                  onDragStart={(e) => { e.dataTransfer.setData(DRAG_TYPE, todo.id); e.dataTransfer.effectAllowed = 'move'; }}
                >
                  <Link to={`/todo/${todo.id}`} className={styles.cardTitle}>{todo.title}</Link>
                  <div className={styles.cardMeta}>
                    <span data-priority={todo.priority} className={styles.priority}>{messages.priority[todo.priority]}</span>
                    {todo.due_date && <span data-due={state ?? undefined}>{formatShortDate(todo.due_date)} {dueLabel(state)}</span>}
                  </div>
                  <div className={styles.moves}>
                    {prev && (
                      <button type="button" onClick={() => onStatus(todo.id, prev)} aria-label={messages.list.moveLeft(todo.title, messages.status[prev])}>
                        ◀ {messages.status[prev]}
                      </button>
                    )}
                    {next && (
                      <button type="button" onClick={() => onStatus(todo.id, next)} aria-label={messages.list.moveRight(todo.title, messages.status[next])}>
                        {messages.status[next]} ▶
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
