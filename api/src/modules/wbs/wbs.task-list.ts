import type { Response } from 'express';
import type { ListCache } from '../../cache/list-cache';
import { findOwnedProject } from './wbs.projects.service';
import { listProjectTasks } from './wbs.tasks.service';

/** Cache keys of one owner's task lists: `wbs-tasks:<ownerId>:<projectId>`. */
export const taskListPrefix = (ownerId: string) => `wbs-tasks:${ownerId}:`;

/**
 * GET …/tasks from this process's list cache while the project's task stamp (`taskRevision`, replaced by
 * touchProject after every task write through any API process) is unchanged. The stamp comes with the project
 * lookup every request makes anyway, so a cached answer costs no extra query; a miss builds the list, stores its
 * JSON and answers it. The ETag is the stamp, so an unchanged list answers If-None-Match with 304.
 */
export async function sendTaskList(res: Response, cache: ListCache, { ownerId, projectId }: { ownerId: string; projectId: string }): Promise<void> {
  const project = await findOwnedProject({ ownerId, projectId });
  const stamp = project.taskRevision ?? 'none';
  const key = taskListPrefix(ownerId) + String(project._id);
  let entry = cache.get(key, stamp);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(await listProjectTasks(ownerId, project)));
    entry = { stamp, body, headers: {}, at: 0 };
    cache.set(key, entry);
  }
  res.setHeader('ETag', `"${stamp}"`);
  res.type('application/json').send(entry.body);
}
