// insert, update, delete: per-statement results and writeErrors in mongod's shape; acknowledged after fsync.
import { Int32 } from 'bson';
import { Collection } from '../engine/collection';
import { fail, MongoServerError, toErrorReply } from '../engine/errors';
import { MAX_WRITE_BATCH_SIZE } from '../wire/frames';
import { isPlainObject, optInt, type Doc } from '../engine/values';
import { collectionName, type CommandContext, type Handler } from './context';
import { findAndModify } from './find-and-modify';
import { updateDocs, type UpdateStatement } from './write-ops';

function statements(cmd: Doc, field: string): Doc[] {
  const list = cmd[field];
  if (!Array.isArray(list)) fail('FailedToParse', `BSON field '${field}' is missing or not an array`);
  if (list.length > MAX_WRITE_BATCH_SIZE) fail('InvalidOptions', `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${list.length} operations.`);
  for (const s of list) if (!isPlainObject(s)) fail('TypeMismatch', `${field} entries must be objects`);
  return list as Doc[];
}

function writeError(index: number, err: unknown): Doc {
  if (!(err instanceof MongoServerError)) throw err;
  const { ok: _ok, codeName: _codeName, ...rest } = toErrorReply(err);
  return { index: new Int32(index), ...rest };
}

/** Runs each statement; ordered batches stop at the first error, unordered ones carry on. */
async function runBatch(cmd: Doc, ctx: CommandContext, list: Doc[], run: (s: Doc, i: number) => void): Promise<Doc[]> {
  const ordered = cmd.ordered !== false;
  const errors: Doc[] = [];
  for (let i = 0; i < list.length; i++) {
    try {
      run(list[i], i);
    } catch (err) {
      errors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  await ctx.commit();
  return errors;
}

function withErrors(reply: Doc, errors: Doc[]): Doc {
  if (errors.length) reply.writeErrors = errors;
  reply.ok = 1;
  return reply;
}

async function insert(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'insert');
  const docs = statements(cmd, 'documents');
  let n = 0;
  const errors = await runBatch(cmd, ctx, docs, (doc) => {
    const coll = ctx.engine.ensureCollection(ctx.db, name);
    ctx.engine.insert(coll, Collection.prepare(doc));
    n++;
  });
  return withErrors({ n }, errors);
}

async function update(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'update');
  const list = statements(cmd, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const errors = await runBatch(cmd, ctx, list, (s, index) => {
    const r = updateDocs(ctx.engine, ctx.db, name, {
      q: (s.q ?? {}) as Doc,
      u: s.u as Doc,
      multi: s.multi === true,
      upsert: s.upsert === true,
      arrayFilters: s.arrayFilters as Doc[] | undefined,
    } satisfies UpdateStatement);
    n += r.matched;
    nModified += r.modified;
    if (r.upsertedId !== undefined) {
      n++;
      upserted.push({ index: new Int32(index), _id: r.upsertedId });
    }
  });
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return withErrors(reply, errors);
}

async function remove(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'delete');
  const list = statements(cmd, 'deletes');
  let n = 0;
  const errors = await runBatch(cmd, ctx, list, (s) => {
    const coll = ctx.engine.collection(ctx.db, name);
    if (!coll) return;
    const limit = optInt(s.limit, 0);
    if (limit !== 0 && limit !== 1) fail('FailedToParse', 'The limit field in delete objects must be 0 or 1.');
    for (const doc of coll.find((s.q ?? {}) as Doc, limit)) {
      ctx.engine.remove(coll, doc);
      n++;
    }
  });
  return withErrors({ n }, errors);
}

export const writeCommands: Record<string, Handler> = { insert, update, delete: remove, findAndModify };
