import type { ProjectStatus, TaskStatus } from '@haru/contracts';
import { messages } from '../../messages/ko';
import styles from './badges.module.css';

const PROJECT_TONE: Record<ProjectStatus, string> = { planning: 'gray', in_progress: 'blue', completed: 'green', on_hold: 'amber' };
const TASK_TONE: Record<TaskStatus, string> = { not_started: 'gray', in_progress: 'blue', completed: 'green', blocked: 'red' };

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={`${styles.badge} ${styles[PROJECT_TONE[status]]}`} data-status={status}>{messages.projectStatus[status]}</span>;
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <span className={`${styles.badge} ${styles[TASK_TONE[status]]}`} data-status={status}>{messages.taskStatus[status]}</span>;
}
