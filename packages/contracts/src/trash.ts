import { z } from 'zod';

/**
 * 휴지통 (issue 22): a deleted to-do, meeting, project (with its tasks) or task (with its subtree) is kept for
 * TRASH_DAYS and can be restored with the same ids and links. A spec client sees a delete exactly as before.
 */
export const TRASH_DAYS = 30;
export const TRASH_KINDS = ['todo', 'meeting', 'project', 'task'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const trashKindSchema = z.enum(TRASH_KINDS);

/** Most items one bulk restore names (the same bound as a bulk change, so one bulk delete is one undo). */
export const TRASH_RESTORE_MAX = 500;

export const TRASH_MESSAGES = {
  notFound: '휴지통에 없는 항목입니다',
  restored: '복원했습니다',
  deleted: '영구 삭제했습니다',
  emptied: '휴지통을 비웠습니다',
  projectMissing: '작업이 속한 프로젝트가 없어 복원할 수 없습니다. 프로젝트를 먼저 복원하세요',
  parentMissing: '상위 작업이 없어 복원할 수 없습니다. 상위 작업을 먼저 복원하세요',
  depthExceeded: '작업 단계가 너무 깊어져 복원할 수 없습니다 (최대 5단계)',
  alreadyThere: '같은 항목이 이미 있어 복원할 수 없습니다',
  restoredMany: (n: number) => `${n}개를 복원했습니다`,
  bulkIdsInvalid: '복원할 id 목록이 올바르지 않습니다',
  bulkIdsEmpty: '복원할 항목을 하나 이상 보내주세요',
  bulkTooMany: `한 번에 최대 ${TRASH_RESTORE_MAX}개까지 복원할 수 있습니다`,
  bulkIdsDuplicate: '같은 항목이 두 번 들어 있습니다',
  bulkKindOnlyTodo: '여러 개를 한 번에 복원하는 것은 할일만 됩니다',
} as const;

/**
 * POST /api/trash/restore (issue 22): the undo of a bulk delete. Up to 500 trashed to-dos back in one request, all
 * or nothing: an id not in the caller's 휴지통 (another user's, restored, expired, made up) → 404 and nothing moves.
 */
export const trashRestoreManySchema = z
  .object({
    kind: z.literal('todo', { error: TRASH_MESSAGES.bulkKindOnlyTodo }),
    ids: z
      .array(z.string({ error: TRASH_MESSAGES.bulkIdsInvalid }).regex(/^[0-9a-f]{24}$/i, { message: TRASH_MESSAGES.bulkIdsInvalid }), { error: TRASH_MESSAGES.bulkIdsInvalid })
      .min(1, { message: TRASH_MESSAGES.bulkIdsEmpty })
      .max(TRASH_RESTORE_MAX, { message: TRASH_MESSAGES.bulkTooMany })
      .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { message: TRASH_MESSAGES.bulkIdsDuplicate }),
  })
  .strict();
export type TrashRestoreMany = z.output<typeof trashRestoreManySchema>;

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
