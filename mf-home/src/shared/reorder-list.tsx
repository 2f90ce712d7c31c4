import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveItem } from './layout/lib/normalize';
import styles from './reorder-list.module.css';

interface Labels {
  handle: (title: string) => string;
  up: (title: string) => string;
  down: (title: string) => string;
  moved: (title: string, position: number, total: number) => string;
}

interface Props<T extends { id: string; order: number }> {
  items: T[];
  onChange: (items: T[]) => void;
  titleOf: (item: T) => string;
  labels: Labels;
  renderItem: (item: T) => ReactNode;
  testId?: string;
}

/**
 * A list the user reorders by dragging the handle, by arrow keys on the handle, or with the up/down buttons;
 * each move is announced. Orders are renumbered from 1.
 */
export function ReorderList<T extends { id: string; order: number }>({ items, onChange, titleOf, labels, renderItem, testId }: Props<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement | null>());

  const move = (from: number, to: number, refocus = false) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    onChange(next);
    const item = items[from];
    setAnnouncement(labels.moved(titleOf(item), to + 1, items.length));
    if (refocus) requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };

  const onHandleKey = (e: KeyboardEvent, index: number) => {
    if (e.key === 'ArrowUp') { e.preventDefault(); move(index, index - 1, true); }
    if (e.key === 'ArrowDown') { e.preventDefault(); move(index, index + 1, true); }
  };

  return (
    <>
      <ol className={styles.list} data-testid={testId}>
        {items.map((item, index) => {
          const title = titleOf(item);
          return (
            <li
              key={item.id}
              className={`${styles.item} ${dragging === index ? styles.dragging : ''} ${over === index && dragging !== index ? styles.over : ''}`}
              data-id={item.id}
              onDragOver={(e) => { if (dragging !== null) { e.preventDefault(); setOver(index); } }}
              onDrop={(e) => { e.preventDefault(); if (dragging !== null) move(dragging, index); setDragging(null); setOver(null); }}
            >
              <button
                type="button"
                ref={(el) => { handles.current.set(item.id, el); }}
                className={styles.handle}
                aria-label={labels.handle(title)}
                draggable
                onDragStart={(e) => { setDragging(index); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', item.id); }}
                onDragEnd={() => { setDragging(null); setOver(null); }}
                onKeyDown={(e) => onHandleKey(e, index)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <div className={styles.body}>{renderItem(item)}</div>
              <div className={styles.buttons}>
                <button type="button" className={styles.arrow} aria-label={labels.up(title)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <span aria-hidden="true">▲</span>
                </button>
                <button type="button" className={styles.arrow} aria-label={labels.down(title)} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                  <span aria-hidden="true">▼</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="haru-visually-hidden" aria-live="assertive">{announcement}</p>
    </>
  );
}
