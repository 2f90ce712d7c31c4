import { useEffect, useRef, type CSSProperties } from 'react';
import type { TaskStatus, WbsProject } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatAxisDate, formatDateRange, todayInSeoul } from '@haru/dates';
import { ganttBar, ganttRange, monthTicks, todayOffset } from '../lib/gantt';
import type { TaskNode } from '../lib/tree';
import styles from './timeline.module.css';

interface Props {
  project: WbsProject;
  nodes: readonly TaskNode[];
  today?: string;
}

const t = messages.timeline;
const TONE: Record<TaskStatus, string> = { not_started: styles.gray, in_progress: styles.blue, completed: styles.green, blocked: styles.red };

/** The task tree as Gantt bars by start and end date, with today marked. */
export function Timeline({ project, nodes, today = todayInSeoul() }: Props) {
  const range = ganttRange(project, nodes.map((n) => n.task));
  const todayLeft = todayOffset(range, today);
  const ticks = monthTicks(range);
  const todayStyle = todayLeft === null ? undefined : ({ left: `${todayLeft}%` } as CSSProperties);
  const scroller = useRef<HTMLDivElement>(null);

  // On a narrow screen the chart scrolls sideways: start with today in view.
  useEffect(() => {
    const el = scroller.current;
    const marker = el?.querySelector<HTMLElement>('[data-today]');
    if (!el || !marker || el.scrollWidth <= el.clientWidth) return;
    const offset = marker.getBoundingClientRect().left - el.getBoundingClientRect().left;
    const label = el.querySelector<HTMLElement>('[role="columnheader"]')?.offsetWidth ?? 0;
    el.scrollLeft = Math.max(0, el.scrollLeft + offset - label - (el.clientWidth - label) / 2);
  }, [todayLeft]);

  return (
    <div className={styles.scroller} ref={scroller}>
      <div className={styles.chart} role="table" aria-label={t.label}>
        <div className={styles.row} role="row">
          <span className={styles.label} role="columnheader">{t.task}</span>
          <span className={`${styles.track} ${styles.scale}`} role="columnheader">
            {ticks[0]?.left !== 0 && <span className={styles.edge}>{formatAxisDate(range.start)}</span>}
            {ticks.map((tick) => (
              <span key={tick.date} className={styles.tick} style={{ left: `${tick.left}%` }}>{formatAxisDate(tick.date)}</span>
            ))}
            {todayStyle && <span className={styles.todayLabel} style={todayStyle} data-today="">{t.today}</span>}
          </span>
        </div>
        {nodes.map((node) => {
          const bar = ganttBar(range, node.task);
          const { task } = node;
          return (
            <div key={task.id} className={styles.row} role="row" data-task-id={task.id}>
              <span className={styles.label} role="rowheader" style={{ paddingLeft: `${(node.depth - 1) * 12 + 8}px` }}>
                <span className={styles.outline}>{node.outline}</span> {task.title}
              </span>
              <span className={styles.track} role="cell">
                {todayStyle && <span className={styles.todayLine} style={todayStyle} aria-hidden="true" />}
                {bar ? (
                  <span
                    className={`${styles.bar} ${TONE[task.status]}`}
                    style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                    title={t.bar(task.title, formatDateRange(task.start_date ?? task.end_date, task.end_date ?? task.start_date))}
                  >
                    <span className={styles.barFill} style={{ width: `${node.rolledProgress}%` }} />
                    <span className="haru-visually-hidden">
                      {t.bar(task.title, formatDateRange(task.start_date ?? task.end_date, task.end_date ?? task.start_date))}
                    </span>
                  </span>
                ) : (
                  <span className={styles.undated}>{t.undated}</span>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
