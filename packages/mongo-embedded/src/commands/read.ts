// find, getMore, killCursors, count, distinct.
import { Long } from 'bson';
import { compareValues } from '../engine/compare';
import { fail, unsupported } from '../engine/errors';
import { candidates } from '../engine/paths';
import { runQuery } from '../engine/query';
import { DEFAULT_FIRST_BATCH } from '../engine/cursors';
import { optInt, type Doc } from '../engine/values';
import { cursorReply, type RawReply } from '../wire/raw-bson';
import { collectionName, docArg, type CommandContext, type Handler } from './context';

const REFUSED_FIND = ['tailable', 'awaitData', 'min', 'max', 'returnKey'];

function find(cmd: Doc, ctx: CommandContext): RawReply {
  const name = collectionName(cmd, 'find');
  for (const opt of REFUSED_FIND) if (cmd[opt]) unsupported(`find option '${opt}'`);
  const rawLimit = optInt(cmd.limit, 0);
  const limit = Math.abs(rawLimit);
  const projection = cmd.projection === undefined ? undefined : docArg(cmd, 'projection');
  const docs = runQuery(ctx.engine.collection(ctx.db, name), {
    filter: docArg(cmd, 'filter'),
    sort: docArg(cmd, 'sort'),
    projection,
    skip: optInt(cmd.skip, 0),
    limit,
  });
  const batchSize = optInt(cmd.batchSize, DEFAULT_FIRST_BATCH);
  if (batchSize < 0) fail('BadValue', 'BatchSize value must be non-negative');
  const singleBatch = cmd.singleBatch === true || rawLimit < 0;
  // without a projection the results are the stored documents themselves, whose bytes are cached
  const stored = !projection || Object.keys(projection).length === 0;
  const batch = ctx.cursors.first(`${ctx.db}.${name}`, docs, batchSize, singleBatch, stored);
  return cursorReply('firstBatch', batch.bytes, batch.id, `${ctx.db}.${name}`);
}

function getMore(cmd: Doc, ctx: CommandContext): RawReply {
  const id = cmd.getMore;
  if (!(id instanceof Long)) fail('TypeMismatch', "Field 'getMore' must be of type long in: getMore");
  const name = typeof cmd.collection === 'string' ? cmd.collection : fail('TypeMismatch', "Field 'collection' must be of type string");
  const batch = ctx.cursors.more(id, `${ctx.db}.${name}`, optInt(cmd.batchSize, 0));
  return cursorReply('nextBatch', batch.bytes, batch.id, `${ctx.db}.${name}`);
}

function killCursors(cmd: Doc, ctx: CommandContext): Doc {
  const ids = Array.isArray(cmd.cursors) ? (cmd.cursors as unknown[]) : [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of ids) {
    if (!(id instanceof Long)) continue;
    (ctx.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(cmd: Doc, ctx: CommandContext): Doc {
  const name = collectionName(cmd, 'count');
  const coll = ctx.engine.collection(ctx.db, name);
  const query = docArg(cmd, 'query');
  const skip = optInt(cmd.skip, 0);
  const limit = Math.abs(optInt(cmd.limit, 0));
  let n = coll ? coll.count(query) : 0;
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(cmd: Doc, ctx: CommandContext): Doc {
  const name = collectionName(cmd, 'distinct');
  if (typeof cmd.key !== 'string') fail('TypeMismatch', "BSON field 'distinct.key' is the wrong type, expected type 'string'");
  const docs = runQuery(ctx.engine.collection(ctx.db, name), { filter: docArg(cmd, 'query') });
  const values: unknown[] = [];
  for (const doc of docs) {
    for (const v of candidates(doc, cmd.key).direct) {
      for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) values.push(item);
    }
  }
  values.sort(compareValues);
  const unique = values.filter((v, i) => i === 0 || compareValues(values[i - 1], v) !== 0);
  return { values: unique, ok: 1 };
}

export const readCommands: Record<string, Handler> = { find, getMore, killCursors, count, distinct };
