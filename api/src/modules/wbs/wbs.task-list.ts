import type { Response } from 'express';
import type { ListCache } from '../../cache/list-cache';
import { sendList } from '../../cache/send-cached';
import type { ReplayStamp } from '../../cache/replay';
import { findOwnedProject } from './wbs.projects.service';
import { streamProjectTasks } from './wbs.task-stream';

/** Cache keys of one owner's task lists: `wbs-tasks:<ownerId>:<projectId>`. */
export const taskListPrefix = (ownerId: string) => `wbs-tasks:${ownerId}:`;

/**
 * The fast path's view of a task list's stamp: `taskRevision` while the owner's projects stamp is still the one read
 * before the project was. Every task write replaces taskRevision and then the projects stamp (wbs.tree-lock.ts), as
 * does a project's delete or restore, so an unchanged projects stamp means an unchanged list.
 */
const taskListStamp = (projects: string, taskRevision: string): ReplayStamp => (stamps) => (stamps.projects === projects ? taskRevision : undefined);

/**
 * GET …/tasks from this process's list cache while the project's task stamp (`taskRevision`, replaced by
 * touchProject after every task write through any API process) is unchanged. The stamp comes with the project
 * lookup every request makes anyway, so a cached answer costs no extra query; a miss streams the list
 * (wbs.task-stream.ts) and keeps it if it is small enough. The ETag is the stamp, so an unchanged list answers
 * If-None-Match with 304.
 */
export async function sendTaskList(res: Response, cache: ListCache, { ownerId, projectId }: { ownerId: string; projectId: string }): Promise<void> {
  const projects = res.req.auth?.userId === ownerId ? res.req.stamps?.projects : undefined;
  const project = await findOwnedProject({ ownerId, projectId });
  const stamp = project.taskRevision ?? 'none';
  await sendList(res, {
    cache,
    key: taskListPrefix(ownerId) + String(project._id),
    stamp,
    build: () => ({ items: streamProjectTasks(ownerId, project) }),
    replayStamp: projects ? taskListStamp(projects, stamp) : undefined,
  });
}
