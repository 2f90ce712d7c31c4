import mongoose, { type Types } from 'mongoose';
import { WBS_LIMITS, WBS_MESSAGES, type TaskBody, type WbsTask } from '@haru/contracts';
import { badRequest, notFound } from '../../http/app-error';
import { taskDto } from './wbs.dto';
import { toObjectId } from './wbs.ids';
import { WbsTaskModel, type ProjectDoc, type TaskDoc } from './wbs.model';
import { findOwnedProject, type OwnerScope } from './wbs.projects.service';
import { changeTree } from './wbs.tree-lock';
import { descendantIds, levelOf, subtreeHeight, treeOrder, type TreeItem } from './wbs.tree';
import { release, withinQuota } from '../../quotas/quota-counters';
import { taskQuota } from './wbs.quotas';
import { indexRecord, unindexRecords } from '../search/search.entries';
import { putInTrash } from '../trash/trash.model';

type ProjectScope = OwnerScope & { projectId: string };

const M = WBS_MESSAGES;

/** `$in` built here from ids we collected ourselves; sanitizeFilter would otherwise neutralise it. */
function inIds(ids: (Types.ObjectId | null)[]) {
  return mongoose.trusted({ $in: ids.filter(Boolean) });
}

type Link = Pick<TaskDoc, '_id' | 'parentId' | 'orderIndex'>;

/** What the tree rules need (ids and order), not the tasks' text: moves and deletes read only this. */
async function loadLinks(ownerId: string, projectId: Types.ObjectId): Promise<Link[]> {
  return WbsTaskModel.find({ ownerId, projectId }, { parentId: 1, orderIndex: 1 }).sort({ _id: 1 }).lean<Link[]>();
}

/** Every field the DTO shows; the owner, the project (the caller's) and the stored level cache are left out. */
export const LIST_FIELDS = { ownerId: 0, projectId: 0, level: 0, __v: 0 } as const;

export function asTree<D extends Link>(docs: D[]): (TreeItem & { doc: D })[] {
  return docs.map((doc, seq) => ({
    id: String(doc._id),
    parentId: doc.parentId ? String(doc.parentId) : null,
    orderIndex: doc.orderIndex ?? 0,
    seq,
    doc,
  }));
}

/** The task a URL names, or 404 (a malformed id looks like a missing one). */
function findInTree<T extends TreeItem>(tree: T[], taskId: string): T {
  const oid = toObjectId(taskId);
  const found = oid ? tree.find((t) => t.id === String(oid)) : undefined;
  if (!found) throw notFound(M.taskNotFound);
  return found;
}

/** GET …/tasks: tree order (parent before children, siblings by order_index), levels derived from the tree. */
export async function listTasks({ ownerId, projectId }: ProjectScope): Promise<WbsTask[]> {
  return listProjectTasks(ownerId, await findOwnedProject({ ownerId, projectId }));
}

/** The task list of a project the caller already found (and so owns). */
export async function listProjectTasks(ownerId: string, project: ProjectDoc): Promise<WbsTask[]> {
  const docs = await WbsTaskModel.find({ ownerId, projectId: project._id }, LIST_FIELDS).sort({ _id: 1 }).lean<TaskDoc[]>();
  for (const doc of docs) doc.projectId = project._id;
  return treeOrder(asTree(docs)).map(({ item, level }) => taskDto(item.doc, level));
}

/**
 * The parent a body names, checked against the project's tasks: it must exist in this project, must not be
 * the task itself or below it (no cycles), and the moved subtree must stay within the depth limit.
 */
function resolveParent(tree: TreeItem[], parentId: string | null, self: { id: string } | null): { parent: Types.ObjectId | null; level: number } {
  if (!parentId) return checkDepth(tree, null, 1, self);
  const parentOid = toObjectId(parentId);
  const parent = parentOid ? tree.find((t) => t.id === String(parentOid)) : undefined;
  if (!parent) throw badRequest(M.parentNotFound, [{ field: 'parent_id', message: M.parentNotFound }]);
  if (self && parent.id === self.id) throw badRequest(M.parentIsSelf, [{ field: 'parent_id', message: M.parentIsSelf }]);
  if (self && descendantIds(tree, self.id).includes(parent.id)) {
    throw badRequest(M.parentIsDescendant, [{ field: 'parent_id', message: M.parentIsDescendant }]);
  }
  return checkDepth(tree, parentOid, levelOf(tree, parent.id) + 1, self);
}

function checkDepth(tree: TreeItem[], parent: Types.ObjectId | null, level: number, self: { id: string } | null) {
  const deepest = level + (self ? subtreeHeight(tree, self.id) : 0);
  if (deepest > WBS_LIMITS.maxDepth) throw badRequest(M.depthExceeded, [{ field: 'parent_id', message: M.depthExceeded }]);
  return { parent, level };
}

function fieldsOf(body: TaskBody) {
  return {
    title: body.title,
    description: body.description,
    startDate: body.start_date,
    endDate: body.end_date,
    duration: body.duration,
    progress: body.progress,
    status: body.status,
    priority: body.priority,
    assignee: body.assignee,
    estimatedHours: body.estimated_hours,
    orderIndex: body.order_index,
  };
}

/**
 * The parent of a new task and the level the task gets, from the parent's chain of parent links only (at most
 * maxDepth lookups by _id), not from the project's whole tree: creating n tasks stays O(n). The depth counts
 * links the way `levelOf` does: a missing parent ends the chain, a cycle is followed around once.
 */
async function newTaskParent(ownerId: string, projectId: Types.ObjectId, parentId: string | null): Promise<{ parent: Types.ObjectId | null; level: number }> {
  if (!parentId) return { parent: null, level: 1 };
  const parentOid = toObjectId(parentId);
  const link = (_id: Types.ObjectId) => WbsTaskModel.findOne({ _id, ownerId, projectId }, { parentId: 1 }).lean<Pick<TaskDoc, '_id' | 'parentId'>>();
  let current = parentOid ? await link(parentOid) : null;
  if (!current || !parentOid) throw badRequest(M.parentNotFound, [{ field: 'parent_id', message: M.parentNotFound }]);
  let parentLevel = 1;
  const followed = new Set<string>();
  while (current.parentId && !followed.has(String(current._id)) && parentLevel < WBS_LIMITS.maxDepth) {
    const up = await link(current.parentId);
    if (!up) break;
    followed.add(String(current._id));
    current = up;
    parentLevel += 1;
  }
  return checkDepth([], parentOid, parentLevel + 1, null);
}

/** Past the project's task quota (`limit`) → 409 quota_exceeded and nothing is stored. */
export async function createTask({ ownerId, projectId, body, limit }: ProjectScope & { body: TaskBody; limit?: number }): Promise<WbsTask> {
  return changeTree({ ownerId, projectId }, async (project) => {
    const { parent, level } = await newTaskParent(ownerId, project._id, body.parent_id);
    const create = () => WbsTaskModel.create({ ownerId, projectId: project._id, parentId: parent, level, ...fieldsOf(body) });
    const doc = await withinQuota(taskQuota(ownerId, project._id, limit), create);
    await indexRecord('task', doc.toObject() as TaskDoc);
    return taskDto(doc.toObject() as TaskDoc, level);
  });
}

/** Checked and written while holding the project's tree lease, so no concurrent move can make a cycle or level 6. */
export async function updateTask({ ownerId, projectId, taskId, body }: ProjectScope & { taskId: string; body: TaskBody }): Promise<WbsTask> {
  return changeTree({ ownerId, projectId }, async (project) => {
    const tree = asTree(await loadLinks(ownerId, project._id));
    const self = findInTree(tree, taskId);
    const { parent, level } = resolveParent(tree, body.parent_id, self);
    const doc = await WbsTaskModel.findOneAndUpdate(
      { _id: self.doc._id, ownerId, projectId: project._id },
      { $set: { parentId: parent, level, ...fieldsOf(body) } },
      { returnDocument: 'after' },
    ).lean<TaskDoc>();
    if (!doc) throw notFound(M.taskNotFound);
    await indexRecord('task', doc);
    await relevelSubtree(ownerId, tree, self.id, level - levelOf(tree, self.id));
    return taskDto(doc, level);
  });
}

/** A moved task takes its subtree along: one updateMany shifts every descendant's stored level. */
async function relevelSubtree(ownerId: string, tree: TreeItem[], id: string, delta: number): Promise<void> {
  if (delta === 0) return;
  const ids = descendantIds(tree, id).map((d) => toObjectId(d));
  if (ids.length) await WbsTaskModel.updateMany({ ownerId, _id: inIds(ids) }, { $inc: { level: delta } });
}

/** Deletes the task and its whole subtree in one command (ids collected first; no transaction needed). */
export async function deleteTask({ ownerId, projectId, taskId, now }: ProjectScope & { taskId: string; now: Date }): Promise<{ deleted: number }> {
  return changeTree({ ownerId, projectId }, async (project) => {
    const tree = asTree(await loadLinks(ownerId, project._id));
    const self = findInTree(tree, taskId);
    const ids = [self.id, ...descendantIds(tree, self.id)].map((d) => toObjectId(d));
    // The 휴지통 (issue 22) keeps the subtree whole (root first), stored before anything is removed.
    const docs = await WbsTaskModel.find({ ownerId, projectId: project._id, _id: inIds(ids) }).lean<TaskDoc[]>();
    const ordered = ids.map((id) => docs.find((d) => String(d._id) === String(id))).filter((d): d is TaskDoc => Boolean(d));
    await putInTrash({
      ownerId, kind: 'task', itemId: self.id, title: ordered[0]?.title ?? '', projectId: String(project._id), count: ordered.length - 1,
      docs: { tasks: ordered as unknown as Record<string, unknown>[] }, now,
    });
    const result = await WbsTaskModel.deleteMany({ ownerId, projectId: project._id, _id: inIds(ids) });
    await release(taskQuota(ownerId, project._id), result.deletedCount);
    await unindexRecords(ownerId, ids);
    return { deleted: result.deletedCount };
  });
}
