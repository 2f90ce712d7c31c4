import { useRef } from 'react';
import { Link } from '@haru/router';
import { TODO_SORTS, TODO_STATUSES, type TodoSort } from '@haru/contracts/src/todo-values';
import { Button, SegmentedControl, Select } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import type { ShownCount } from '../lib/counts';
import type { StatusFilter } from '../lib/pages';
import styles from './todo-list.module.css';

export const VIEWS = ['card', 'list', 'kanban'] as const;
export type TodoView = (typeof VIEWS)[number];

interface ToolbarProps {
  filter: StatusFilter;
  sort: TodoSort;
  view: TodoView;
  /** null while the list loads. */
  count: ShownCount | null;
  onFilter: (f: StatusFilter) => void;
  onSort: (s: TodoSort) => void;
  onView: (v: TodoView) => void;
  onQuickAdd: () => void;
  onExport: (format: 'csv' | 'json') => void;
  /** Selection mode (list and card views): null where it is not offered (kanban). */
  selecting: boolean;
  onSelectMode: () => void;
}

const FILTER_OPTIONS = [
  { value: 'all' as const, label: messages.list.filterAll },
  ...TODO_STATUSES.map((s) => ({ value: s, label: messages.status[s] })),
];
const VIEW_OPTIONS = VIEWS.map((v) => ({ value: v, label: messages.list.views[v] }));
const SORT_OPTIONS = TODO_SORTS.map((s) => ({ value: s, label: messages.list.sort[s] }));

/**
 * From 768 px the shell header offers the views and the exports (declared through useScreenActions); below it the
 * header hides them, so this toolbar shows its own (the `compactOnly` row).
 */
export function ListToolbar({ filter, sort, view, count, onFilter, onSort, onView, onQuickAdd, onExport, selecting, onSelectMode }: ToolbarProps) {
  const exportMenu = useRef<HTMLDetailsElement>(null);
  const runExport = (format: 'csv' | 'json') => {
    onExport(format);
    if (exportMenu.current) exportMenu.current.open = false;
  };
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <Link to="/todo/add" className={styles.primaryLink}>{messages.list.addFull}</Link>
        <Button onClick={onQuickAdd}>{messages.list.addQuick}</Button>
        <Button aria-pressed={selecting} onClick={onSelectMode} data-testid="select-mode">
          {selecting ? messages.select.stop : messages.select.start}
        </Button>
      </div>
      <div className={`${styles.toolbarRow} ${styles.compactOnly}`} data-testid="compact-tools">
        <SegmentedControl label={messages.list.viewLabel} options={VIEW_OPTIONS} value={view} onChange={onView} />
        {count !== null && count.n > 0 && (
          <details className={styles.exportMenu} ref={exportMenu}>
            <summary>{messages.list.export}</summary>
            <div className={styles.exportItems}>
              <button type="button" onClick={() => runExport('csv')}>{messages.list.exportCsv}</button>
              <button type="button" onClick={() => runExport('json')}>{messages.list.exportJson}</button>
            </div>
          </details>
        )}
      </div>
      <div className={styles.toolbarRow}>
        <div className={styles.selectBox}>
          <Select label={messages.list.filterLabel} value={filter} options={FILTER_OPTIONS} onChange={onFilter} />
        </div>
        <div className={styles.selectBox}>
          <Select label={messages.list.sortLabel} value={sort} options={SORT_OPTIONS} onChange={onSort} />
        </div>
        <p className={styles.count} aria-live="polite" data-testid="todo-count">
          {count === null ? '' : count.exact ? messages.list.count(count.n) : messages.list.countAtLeast(count.n)}
        </p>
      </div>
    </div>
  );
}
