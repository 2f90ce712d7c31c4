// findAndModify: one document, updated/removed/upserted atomically; errors are top-level (not writeErrors).
import { fail } from '../engine/errors';
import { compileProjection } from '../engine/projection';
import { runQuery } from '../engine/query';
import type { Doc } from '../engine/values';
import { collectionName, docArg, type CommandContext } from './context';
import { updateDocs } from './write-ops';

export async function findAndModify(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'findAndModify');
  const query = docArg(cmd, 'query');
  const remove = cmd.remove === true;
  if (remove && cmd.update !== undefined) fail('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && cmd.update === undefined) fail('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert === true) fail('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  const coll = ctx.engine.collection(ctx.db, name);
  const project = compileProjection(cmd.fields === undefined ? undefined : docArg(cmd, 'fields'), query);
  const show = (d: Doc | undefined) => (d === undefined ? null : project ? project(d) : d);
  const [target] = runQuery(coll, { filter: query, sort: docArg(cmd, 'sort'), limit: 1 });

  if (remove) {
    if (target && coll) ctx.engine.remove(coll, target);
    await ctx.commit();
    return { lastErrorObject: { n: target ? 1 : 0 }, value: show(target), ok: 1 };
  }
  const r = updateDocs(ctx.engine, ctx.db, name, {
    q: query,
    u: cmd.update as Doc,
    upsert: cmd.upsert === true,
    arrayFilters: cmd.arrayFilters as Doc[] | undefined,
  }, target ? [target] : []);
  await ctx.commit();
  const [change] = r.docs;
  const lastErrorObject: Doc = { n: change ? 1 : 0, updatedExisting: r.matched > 0 };
  if (r.upsertedId !== undefined) lastErrorObject.upserted = r.upsertedId;
  const value = change ? (cmd.new === true ? change.after : r.upsertedId !== undefined ? undefined : change.before) : undefined;
  return { lastErrorObject, value: show(value), ok: 1 };
}
