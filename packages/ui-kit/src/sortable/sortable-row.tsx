import type { KeyboardEvent, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sortableMessages as m } from '../messages/ko';
import styles from './sortable.module.css';

interface Props {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  handleRef: (el: HTMLButtonElement | null) => void;
  /** `refocus`: the move came from the handle's arrow keys, so the handle keeps the focus in its new place. */
  onMove: (by: -1 | 1, refocus: boolean) => void;
  actions?: ReactNode;
  children: ReactNode;
}

/** One item of a `SortableList`: handle, the caller's content, ▲ ▼ and the caller's buttons. */
export function SortableRow({ id, name, first, last, handleRef, onMove, actions, children }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id, attributes: { roleDescription: m.roleDescription },
  });
  // Arrow keys on a handle that is not picked up move the item at once (the keyboard alternative to dragging);
  // while it is picked up, dnd-kit's keyboard sensor owns the arrows.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.defaultPrevented || isDragging) return;
    if (e.key === 'ArrowUp') { e.preventDefault(); onMove(-1, true); }
    if (e.key === 'ArrowDown') { e.preventDefault(); onMove(1, true); }
  };
  return (
    <li ref={setNodeRef} className={styles.item} data-id={id} data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button type="button" ref={(el) => { setActivatorNodeRef(el); handleRef(el); }} className={styles.handle}
        {...attributes} {...listeners} aria-label={m.handle(name)} onKeyDown={onKeyDown}>
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.body}>{children}</div>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} aria-label={m.up(name)} disabled={first} onClick={() => onMove(-1, false)}>
          <span aria-hidden="true">▲</span>
        </button>
        <button type="button" className={styles.button} aria-label={m.down(name)} disabled={last} onClick={() => onMove(1, false)}>
          <span aria-hidden="true">▼</span>
        </button>
        {actions}
      </div>
    </li>
  );
}
