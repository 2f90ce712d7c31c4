import { z } from 'zod';

/**
 * 휴지통 (issue 22): a deleted to-do, meeting, project (with its tasks) or task (with its subtree) is kept for
 * TRASH_DAYS and can be restored with the same ids and links. A spec client sees a delete exactly as before.
 */
export const TRASH_DAYS = 30;
export const TRASH_KINDS = ['todo', 'meeting', 'project', 'task'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const trashKindSchema = z.enum(TRASH_KINDS);

export const TRASH_MESSAGES = {
  notFound: '휴지통에 없는 항목입니다',
  restored: '복원했습니다',
  deleted: '영구 삭제했습니다',
  emptied: '휴지통을 비웠습니다',
  projectMissing: '작업이 속한 프로젝트가 없어 복원할 수 없습니다. 프로젝트를 먼저 복원하세요',
  parentMissing: '상위 작업이 없어 복원할 수 없습니다. 상위 작업을 먼저 복원하세요',
  depthExceeded: '작업 단계가 너무 깊어져 복원할 수 없습니다 (최대 5단계)',
  alreadyThere: '같은 항목이 이미 있어 복원할 수 없습니다',
} as const;

/** One trashed item as the list shows it. `count` = tasks that come back with it (a project's, a task's subtree). */
export interface TrashItem {
  kind: TrashKind;
  id: string;
  title: string;
  project_id: string | null;
  count: number;
  deleted_at: string;
  expires_at: string;
}

export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.string(),
  title: z.string(),
  project_id: z.string().nullable(),
  count: z.number(),
  deleted_at: z.string(),
  expires_at: z.string(),
});
