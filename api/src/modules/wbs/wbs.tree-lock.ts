import mongoose, { Types } from 'mongoose';
import { projectProgress, WBS_MESSAGES } from '@haru/contracts';
import { conflict, notFound } from '../../http/app-error';
import { manualProgressOf } from './wbs.dto';
import { toObjectId } from './wbs.ids';
import { WbsProjectModel, WbsTaskModel, type ProjectDoc, type TaskDoc } from './wbs.model';
import { bumpStamp } from '../../cache/revisions';

/**
 * Writes to one project's task tree run one at a time. The embedded database has no transactions, so a move
 * checked against the tree as it was read could otherwise race another move (A under B while B goes under A:
 * a cycle; two chain moves: level 6). Each write first takes a lease on the project document with one
 * compare-and-set (`treeLockUntil` empty or past → this writer's token), reads and checks the tree, writes, and
 * gives the lease back in the same update that stores the new roll-up and task-list stamp. A writer that finds
 * the lease taken waits a few milliseconds and tries again; a holder that crashed blocks the project's tree for
 * at most LEASE_MS. Any API process takes the same lease, so this holds across processes too.
 */
const LEASE_MS = 30_000;
/** How long a writer waits for the lease before answering 409 with a Korean "try again". */
const WAIT_MS = 8_000;

interface Scope { ownerId: string; projectId: string }
export interface TreeLease { project: ProjectDoc; token: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => Math.min(40, 2 * 2 ** attempt) * (0.5 + Math.random());

/** The caller's project with its tree lease held, or 404 (missing, malformed or another user's id). */
export async function acquireTree({ ownerId, projectId }: Scope): Promise<TreeLease> {
  const _id = toObjectId(projectId);
  if (!_id) throw notFound(WBS_MESSAGES.projectNotFound);
  const token = new Types.ObjectId().toHexString();
  const deadline = Date.now() + WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    const now = new Date();
    const project = await WbsProjectModel.findOneAndUpdate(
      // Operators built here, not taken from the request (sanitizeFilter would wrap them).
      { _id, ownerId, $or: [{ treeLockUntil: null }, { treeLockUntil: mongoose.trusted({ $lte: now }) }] },
      { $set: { treeLock: token, treeLockUntil: new Date(now.getTime() + LEASE_MS) } },
      { returnDocument: 'after', timestamps: false },
    ).lean<ProjectDoc>();
    if (project) return { project, token };
    const exists = await WbsProjectModel.exists({ _id, ownerId });
    if (!exists) throw notFound(WBS_MESSAGES.projectNotFound);
    if (Date.now() > deadline) throw conflict(WBS_MESSAGES.treeBusy);
    await sleep(backoff(attempt));
  }
}

/**
 * Gives the lease back, storing `set` in the same update (only while this writer still holds it), then replaces
 * the owner's projects stamp: whatever ran under the lease may have changed the project or its tasks.
 */
export async function releaseTree({ project, token }: TreeLease, set: Record<string, unknown> = {}): Promise<void> {
  await WbsProjectModel.updateOne(
    { _id: project._id, ownerId: project.ownerId, treeLock: token },
    { $set: { ...set, treeLock: null, treeLockUntil: null } },
    { timestamps: false },
  );
  await bumpStamp('projects', project.ownerId);
}

/** The project's progress fields after a task write: the tasks' roll-up, or the manual value when none is left. */
async function progressFields(project: ProjectDoc) {
  const docs = await WbsTaskModel.find({ ownerId: project.ownerId, projectId: project._id }, { parentId: 1, progress: 1, estimatedHours: 1 })
    .lean<Pick<TaskDoc, '_id' | 'parentId' | 'progress' | 'estimatedHours'>[]>();
  const rolled = projectProgress(docs.map((d) => ({
    id: String(d._id), parent_id: d.parentId ? String(d.parentId) : null, progress: d.progress ?? 0, estimated_hours: d.estimatedHours ?? null,
  })));
  const manualProgress = manualProgressOf(project);
  return rolled === null
    ? { progress: manualProgress, progressSource: 'manual', manualProgress }
    : { progress: rolled, progressSource: 'tasks', manualProgress };
}

/**
 * Runs one task write under the project's tree lease. Afterwards the project counts as updated ("last updated"
 * on the list), its task list gets a new stamp (a fresh ObjectId: two writes in one millisecond differ) and its
 * progress the new roll-up, all in the update that frees the lease. A refused write changes nothing visible.
 */
export async function changeTree<T>(scope: Scope, work: (project: ProjectDoc) => Promise<T>): Promise<T> {
  const lease = await acquireTree(scope);
  // Even a failed write gets a new stamp: it may have written before failing, and no cached list may be older.
  let set: Record<string, unknown> = { taskRevision: new Types.ObjectId().toHexString() };
  try {
    const result = await work(lease.project);
    set = { ...set, ...(await progressFields(lease.project)), updatedAt: new Date() };
    return result;
  } finally {
    await releaseTree(lease, set);
  }
}

/** Stores the project's progress fields again, under the lease, without counting as a change ("last updated"). */
export async function refreshProgress(scope: Scope): Promise<void> {
  const lease = await acquireTree(scope);
  let set: Record<string, unknown> = {};
  try {
    set = await progressFields(lease.project);
  } finally {
    await releaseTree(lease, set);
  }
}
