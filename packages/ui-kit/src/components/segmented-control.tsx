import { useRef, type KeyboardEvent } from 'react';
import styles from './segmented-control.module.css';

export interface SegmentedOption<V extends string> { value: V; label: string }

export interface SegmentedControlProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice among a few (a view: card / list / kanban): a radio group. Only the chosen option is in the tab
 * order; arrow keys move the choice and the focus together, wrapping around; Home/End go to the ends.
 */
export function SegmentedControl<V extends string>({ label, options, value, onChange, className }: SegmentedControlProps<V>) {
  const ref = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const next = options[(index + options.length) % options.length];
    onChange(next.value);
    ref.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[options.indexOf(next)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const current = options.findIndex((o) => o.value === value);
    if (STEP[e.key] !== undefined) choose(current + STEP[e.key]);
    else if (e.key === 'Home') choose(0);
    else if (e.key === 'End') choose(options.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div ref={ref} role="radiogroup" aria-label={label} className={className ? `${styles.group} ${className}` : styles.group}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          className={styles.option}
          aria-checked={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
