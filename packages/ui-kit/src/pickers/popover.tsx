import type { ReactNode, Ref } from 'react';
import type { Placement } from './use-popover';
import styles from './picker.module.css';

export interface PopoverProps {
  id?: string;
  /** The panel's accessible name. */
  label: string;
  placement: Placement;
  children: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
}

/** The panel of a control's popover (state, flip and dismissal come from `usePopover`). */
export function Popover({ id, label, placement, children, panelRef }: PopoverProps) {
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label={label}
      data-placement={placement}
      className={`${styles.panel} ${placement === 'top' ? styles.up : styles.down}`}
    >
      {children}
    </div>
  );
}
