import type { z } from 'zod';
import { WBS_MESSAGES, type projectCreateSchema, type projectUpdateSchema, type WbsProject } from '@haru/contracts';
import { conflict, notFound } from '../../http/app-error';
import { manualProgressOf, projectDto } from './wbs.dto';
import { toObjectId } from './wbs.ids';
import { WbsProjectModel, WbsTaskModel, type ProjectDoc } from './wbs.model';
import { acquireTree, releaseTree } from './wbs.tree-lock';
import { dropCounter, release, withinQuota } from '../../quotas/quota-counters';
import { projectQuota, taskQuota } from './wbs.quotas';
import { indexRecord, unindexProjectTasks, unindexRecords } from '../search/search.entries';
import { putInTrash } from '../trash/trash.model';
import { bumpStamp } from '../../cache/revisions';

type CreateBody = z.output<typeof projectCreateSchema>;
type UpdateBody = z.output<typeof projectUpdateSchema>;

export interface OwnerScope { ownerId: string }

/** The caller's project document, or 404 (missing, malformed id and another user's project look the same). */
export async function findOwnedProject({ ownerId, projectId }: OwnerScope & { projectId: string }): Promise<ProjectDoc> {
  const _id = toObjectId(projectId);
  const doc = _id ? await WbsProjectModel.findOne({ _id, ownerId }).lean<ProjectDoc>() : null;
  if (!doc) throw notFound(WBS_MESSAGES.projectNotFound);
  return doc;
}

export async function listProjects({ ownerId }: OwnerScope): Promise<WbsProject[]> {
  const docs = await WbsProjectModel.find({ ownerId }).sort({ updatedAt: -1, _id: -1 }).lean<ProjectDoc[]>();
  return docs.map(projectDto);
}

export async function getProject(opts: OwnerScope & { projectId: string }): Promise<WbsProject> {
  return projectDto(await findOwnedProject(opts));
}

/** Past the account's project quota (`limit`) → 409 quota_exceeded and nothing is stored. */
export async function createProject({ ownerId, body, limit }: OwnerScope & { body: CreateBody; limit?: number }): Promise<WbsProject> {
  const doc = await withinQuota(projectQuota(ownerId, limit), () => WbsProjectModel.create({
    ownerId,
    title: body.title,
    description: body.description,
    startDate: body.start_date,
    endDate: body.end_date,
    status: body.status,
    progress: 0,
    progressSource: 'manual',
    manualProgress: 0,
  }));
  await indexRecord('project', doc.toObject() as ProjectDoc);
  await bumpStamp('projects', ownerId);
  return projectDto(doc.toObject() as ProjectDoc);
}

/**
 * The edit form's progress is kept as the manual value; it is what the project shows only while it has no tasks
 * (otherwise the stored task roll-up stays). Runs under the tree lease, so a racing task write cannot interleave
 * between reading where the progress comes from and writing it; the same update frees the lease.
 */
export async function updateProject({ ownerId, projectId, body }: OwnerScope & { projectId: string; body: UpdateBody }): Promise<WbsProject> {
  const lease = await acquireTree({ ownerId, projectId });
  const { project, token } = lease;
  const manual = body.progress ?? manualProgressOf(project);
  const set = {
    title: body.title,
    description: body.description,
    startDate: body.start_date,
    endDate: body.end_date,
    status: body.status,
    manualProgress: manual,
    ...(project.progressSource === 'tasks' ? {} : { progress: manual, progressSource: 'manual' }),
  };
  let doc: ProjectDoc | null;
  try {
    doc = await WbsProjectModel.findOneAndUpdate(
      { _id: project._id, ownerId, treeLock: token },
      { $set: { ...set, treeLock: null, treeLockUntil: null } },
      { returnDocument: 'after' },
    ).lean<ProjectDoc>();
  } catch (error) {
    await releaseTree(lease);
    throw error;
  }
  if (!doc) throw conflict(WBS_MESSAGES.treeBusy);
  await indexRecord('project', doc);
  await bumpStamp('projects', ownerId);
  return projectDto(doc);
}

/**
 * Deletes the project and every task in it, holding the tree lease so no task write runs meanwhile (a waiting
 * one then finds the project gone: 404). No transactions (a standalone server refuses them): tasks go first, so
 * a crash in between leaves an empty project rather than hidden orphans.
 */
export async function deleteProject({ ownerId, projectId, now }: OwnerScope & { projectId: string; now: Date }): Promise<{ deleted_tasks: number }> {
  const lease = await acquireTree({ ownerId, projectId });
  const { project } = lease;
  try {
    // The 휴지통 (issue 22) keeps the project and its tasks whole, stored before anything is removed.
    const taskDocs = await WbsTaskModel.find({ ownerId, projectId: project._id }).sort({ _id: 1 }).lean<Record<string, unknown>[]>();
    const kept = { ...project, treeLock: null, treeLockUntil: null } as unknown as Record<string, unknown>;
    await putInTrash({ ownerId, kind: 'project', itemId: String(project._id), title: project.title, count: taskDocs.length, docs: { projects: [kept], tasks: taskDocs }, now });
    const tasks = await WbsTaskModel.deleteMany({ ownerId, projectId: project._id });
    const gone = await WbsProjectModel.deleteOne({ _id: project._id, ownerId });
    await dropCounter(taskQuota(ownerId, project._id));
    await release(projectQuota(ownerId), gone.deletedCount);
    await unindexProjectTasks(ownerId, project._id);
    await unindexRecords(ownerId, [project._id]);
    await bumpStamp('projects', ownerId);
    return { deleted_tasks: tasks.deletedCount };
  } catch (error) {
    await releaseTree(lease);
    throw error;
  }
}
