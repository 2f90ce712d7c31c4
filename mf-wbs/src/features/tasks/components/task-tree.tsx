import type { CSSProperties } from 'react';
import { WBS_LIMITS } from '@haru/contracts';
import { Button } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { TaskStatusBadge } from '../../shared/badges';
import { formatDateRange } from '@haru/dates';
import { roundProgress } from '../../shared/progress';
import { ProgressBar } from '../../shared/progress-bar';
import type { TaskNode } from '../lib/tree';
import styles from './task-tree.module.css';

interface Props {
  nodes: readonly TaskNode[];
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAddChild: (node: TaskNode) => void;
  onEdit: (node: TaskNode) => void;
  onDelete: (node: TaskNode) => void;
}

const t = messages.tree;

/** The visible part of the task tree, indented by depth, with WBS outline numbers. */
export function TaskTree({ nodes, collapsed, onToggle, onAddChild, onEdit, onDelete }: Props) {
  return (
    <ul className={styles.tree} aria-label={t.label}>
      {nodes.map((node) => (
        <TaskRow key={node.task.id} node={node} open={!collapsed.has(node.task.id)} onToggle={onToggle}
          onAddChild={onAddChild} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  );
}

function TaskRow({ node, open, onToggle, onAddChild, onEdit, onDelete }: Omit<Props, 'nodes' | 'collapsed'> & { node: TaskNode; open: boolean }) {
  const { task } = node;
  const hasChildren = node.children.length > 0;
  const dates = task.start_date || task.end_date ? formatDateRange(task.start_date, task.end_date, messages.common.noDate) : null;
  return (
    <li className={styles.row} style={{ '--depth': node.depth - 1 } as CSSProperties} data-task-id={task.id} data-level={node.depth}>
      <div className={styles.main}>
        {hasChildren ? (
          <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => onToggle(task.id)}
            aria-label={open ? t.collapse(task.title) : t.expand(task.title)}>
            <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>▸</span>
          </button>
        ) : <span className={styles.spacer} aria-hidden="true" />}
        <span className={styles.outline}>{node.outline}</span>
        <span className={styles.title}>{task.title}</span>
        <TaskStatusBadge status={task.status} />
      </div>
      <div className={styles.meta}>
        <span className={styles[`priority_${task.priority}`]}>{messages.priority[task.priority]}</span>
        {task.assignee && <span>{t.assignee(task.assignee)}</span>}
        {dates && <span>{dates}</span>}
        {hasChildren && <span>{t.children(node.descendantCount)}</span>}
      </div>
      <div className={styles.progress}>
        {hasChildren && <span className={styles.progressLabel}>{t.rollUp}</span>}
        <ProgressBar size="sm" value={roundProgress(node.rolledProgress)} label={`${node.outline} ${task.title} ${hasChildren ? t.rollUp : t.ownProgress}`} />
      </div>
      <div className={styles.actions}>
        {node.depth < WBS_LIMITS.maxDepth && (
          <Button size="sm" variant="ghost" onClick={() => onAddChild(node)} aria-label={t.addChildLabel(task.title)}>+ {t.addChild}</Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onEdit(node)} aria-label={t.editLabel(task.title)}>{messages.common.edit}</Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(node)} aria-label={t.deleteLabel(task.title)}>{messages.common.delete}</Button>
      </div>
    </li>
  );
}
