import mongoose from 'mongoose';
import { WbsProjectModel } from './wbs.model';
import { refreshProgress } from './wbs.tree-lock';

/**
 * Projects stored before the roll-up existed kept only the edit form's value in `progress` and have no
 * `progressSource`. On start, each such project gets its tasks' roll-up stored (its old value becomes the manual
 * one), so lists and stats agree at once rather than after the project's next task write. Returns how many.
 */
export async function backfillProjectProgress(): Promise<number> {
  const legacy = await WbsProjectModel.find({ progressSource: mongoose.trusted({ $exists: false }) }, { ownerId: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; ownerId: string }[]>();
  for (const project of legacy) await refreshProgress({ ownerId: project.ownerId, projectId: String(project._id) });
  return legacy.length;
}
