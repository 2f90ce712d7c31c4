import { messages } from '../../../messages/ko';
import styles from './select-box.module.css';

interface SelectBoxProps {
  title: string;
  selected: boolean;
  /** Shift held on the click: select the range up to this one. */
  onSelect: (range: boolean) => void;
  className?: string;
}

/**
 * Selection mode's box (issue 22) on a list row, a card and a kanban card: square, in the info colour, labelled
 * '「제목」 선택' so it never reads as the round 완료 box beside it. A press on it never starts a card drag.
 */
export function SelectBox({ title, selected, onSelect, className }: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      className={className ? `${styles.select} ${className}` : styles.select}
      checked={selected}
      aria-label={messages.select.itemOf(title)}
      onPointerDown={(e) => e.stopPropagation()}
      onChange={(e) => onSelect((e.nativeEvent as MouseEvent).shiftKey === true)}
    />
  );
}
