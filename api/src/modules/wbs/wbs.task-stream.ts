import mongoose from 'mongoose';
import type { WbsTask } from '@haru/contracts';
import { taskDto } from './wbs.dto';
import { WbsTaskModel, type ProjectDoc, type TaskDoc } from './wbs.model';
import { LIST_FIELDS, asTree } from './wbs.tasks.service';
import { treeOrder } from './wbs.tree';

/** Full task documents per round trip (up to 7 KB each, so under 1 MB): never the whole list of up to 2,000. */
const BATCH = 100;

type Link = Pick<TaskDoc, '_id' | 'parentId' | 'orderIndex'>;

/**
 * GET …/tasks as a stream, in the same tree order as `listProjectTasks`: the order needs only each task's links
 * (id, parent, order_index: a few dozen bytes per task), so those are read whole; the tasks' text is then read a
 * batch at a time in that order. A task deleted meanwhile is skipped; one created meanwhile comes with the next
 * list (its write replaced the stamp).
 */
export async function* streamProjectTasks(ownerId: string, project: ProjectDoc): AsyncGenerator<WbsTask> {
  const scope = { ownerId, projectId: project._id };
  const links = await WbsTaskModel.find(scope, { parentId: 1, orderIndex: 1 }).sort({ _id: 1 }).lean<Link[]>();
  const ordered = treeOrder(asTree(links));
  for (let start = 0; start < ordered.length; start += BATCH) {
    const slice = ordered.slice(start, start + BATCH);
    // `$in` built here from ids just read; sanitizeFilter would otherwise neutralise it.
    const ids = mongoose.trusted({ $in: slice.map(({ item }) => item.doc._id) });
    const docs = await WbsTaskModel.find({ ...scope, _id: ids }, LIST_FIELDS).lean<TaskDoc[]>();
    const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
    for (const { item, level } of slice) {
      const doc = byId.get(item.id);
      if (doc) yield taskDto({ ...doc, projectId: project._id }, level);
    }
  }
}
