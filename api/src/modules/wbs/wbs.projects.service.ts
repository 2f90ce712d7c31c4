import { Types } from 'mongoose';
import type { z } from 'zod';
import { WBS_MESSAGES, type projectCreateSchema, type projectUpdateSchema, type WbsProject } from '@haru/contracts';
import { notFound } from '../../http/app-error';
import { projectDto } from './wbs.dto';
import { toObjectId } from './wbs.ids';
import { WbsProjectModel, WbsTaskModel, type ProjectDoc } from './wbs.model';
import { dropCounter, release, withinQuota } from '../../quotas/quota-counters';
import { projectQuota, taskQuota } from './wbs.quotas';

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
  }));
  return projectDto(doc.toObject() as ProjectDoc);
}

export async function updateProject({ ownerId, projectId, body }: OwnerScope & { projectId: string; body: UpdateBody }): Promise<WbsProject> {
  const current = await findOwnedProject({ ownerId, projectId });
  const doc = await WbsProjectModel.findOneAndUpdate(
    { _id: current._id, ownerId },
    {
      $set: {
        title: body.title,
        description: body.description,
        startDate: body.start_date,
        endDate: body.end_date,
        status: body.status,
        ...(body.progress === undefined ? {} : { progress: body.progress }),
      },
    },
    { returnDocument: 'after' },
  ).lean<ProjectDoc>();
  if (!doc) throw notFound(WBS_MESSAGES.projectNotFound);
  return projectDto(doc);
}

/**
 * Deletes the project and every task in it. No transactions (a standalone server refuses them): tasks go
 * first, so a crash in between leaves an empty project rather than hidden orphans; a second sweep after the
 * project is gone catches a task created by a racing request.
 */
export async function deleteProject({ ownerId, projectId }: OwnerScope & { projectId: string }): Promise<{ deleted_tasks: number }> {
  const project = await findOwnedProject({ ownerId, projectId });
  const first = await WbsTaskModel.deleteMany({ ownerId, projectId: project._id });
  const gone = await WbsProjectModel.deleteOne({ _id: project._id, ownerId });
  const second = await WbsTaskModel.deleteMany({ ownerId, projectId: project._id });
  await dropCounter(taskQuota(ownerId, project._id));
  await release(projectQuota(ownerId), gone.deletedCount);
  return { deleted_tasks: first.deletedCount + second.deletedCount };
}

/**
 * Task changes count as a change of the project ("last updated" on the list), and give its task list a new
 * stamp. Called AFTER the task write: a reader that saw the old stamp and then read the new tasks only ever
 * caches data newer than its stamp. A fresh ObjectId, not a time: two writes in one millisecond differ.
 */
export async function touchProject({ ownerId, projectId }: OwnerScope & { projectId: ProjectDoc['_id'] }): Promise<void> {
  const taskRevision = new Types.ObjectId().toHexString();
  await WbsProjectModel.updateOne({ _id: projectId, ownerId }, { $set: { updatedAt: new Date(), taskRevision } }, { timestamps: false });
}
