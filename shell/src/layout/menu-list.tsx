import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { ScreenAction } from '@haru/ui-kit';
import styles from './menu-list.module.css';

interface MenuListProps {
  label: string;
  items: ScreenAction[];
  onClose: () => void;
  className?: string;
  style?: CSSProperties;
}

/** An accessible menu (role=menu): focus on the first item, ↑/↓/Home/End move, Esc and Tab close. */
export function MenuList({ label, items, onClose, className, style }: MenuListProps) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => { ref.current?.querySelector<HTMLButtonElement>('button')?.focus(); }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => { e.preventDefault(); buttons[(i + buttons.length) % buttons.length]?.focus(); };
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(buttons.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); onClose(); }
  };

  return (
    <ul ref={ref} role="menu" aria-label={label} className={`${styles.menu} ${className ?? ''}`} style={style} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.id} role="none">
          <button type="button" role="menuitem" className={styles.item} onClick={() => { onClose(); item.run(); }}>{item.label}</button>
        </li>
      ))}
    </ul>
  );
}
