// aggregate: leading $match stages run on our BSON-aware matcher (using indexes); the rest goes to mingo.
import { Int32 } from 'bson';
import { DEFAULT_FIRST_BATCH } from '../engine/cursors';
import { fail, unsupported } from '../engine/errors';
import { runStages } from '../engine/mingo';
import { restoreTypes, toNative } from '../engine/native';
import { runQuery } from '../engine/query';
import { canonicalKey, isPlainObject, optInt, toNumber, type Doc } from '../engine/values';
import { cursorReply, type RawReply } from '../wire/raw-bson';
import type { CommandContext, Handler } from './context';

const REFUSED = new Set([
  '$out', '$merge', '$geoNear', '$changeStream', '$search', '$searchMeta', '$vectorSearch', '$collStats', '$indexStats',
  '$currentOp', '$listSessions', '$planCacheStats', '$text', '$where', '$function', '$accumulator', '$near',
  '$nearSphere', '$geoWithin', '$geoIntersects', '$listLocalSessions', '$meta',
]);

function refuseOperators(v: unknown): void {
  if (Array.isArray(v)) v.forEach(refuseOperators);
  else if (isPlainObject(v)) {
    for (const [k, child] of Object.entries(v)) {
      if (REFUSED.has(k)) unsupported(`aggregation operator ${k}`);
      refuseOperators(child);
    }
  }
}

/** Stages we can run natively so BSON types are preserved and indexes are used. */
function splitNative(pipeline: Doc[]): { filter: Doc; sort?: Doc; skip: number; limit: number; rest: Doc[] } {
  const filters: Doc[] = [];
  let i = 0;
  while (i < pipeline.length && '$match' in pipeline[i]) filters.push(pipeline[i++].$match as Doc);
  let sort: Doc | undefined;
  let skip = 0;
  let limit = 0;
  if (i < pipeline.length && '$sort' in pipeline[i]) sort = pipeline[i++].$sort as Doc;
  if (i < pipeline.length && '$skip' in pipeline[i]) skip = toNumber(pipeline[i++].$skip);
  if (i < pipeline.length && '$limit' in pipeline[i]) limit = toNumber(pipeline[i++].$limit);
  const filter = filters.length === 0 ? {} : filters.length === 1 ? filters[0] : { $and: filters };
  return { filter, sort, skip, limit, rest: pipeline.slice(i) };
}

/** Serves $lookup/$unionWith and remembers what it handed out, so types can be restored afterwards. */
function resolver(ctx: CommandContext, seen: Map<string, Doc>) {
  return (name: string) => {
    const coll = ctx.engine.collection(ctx.db, name);
    if (!coll) return [];
    const docs = [...coll.docs.values()];
    for (const d of docs) seen.set(canonicalKey(d._id), d);
    return docs.map(toNative) as Doc[];
  };
}

/**
 * countDocuments() sends [$match, {$group: {_id: 1, n: {$sum: 1}}}]: the names of the count fields, or
 * undefined for any other shape. Counting natively needs no documents converted for mingo.
 */
function countFields(rest: Doc[]): { _id: unknown; names: string[] } | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group)) return undefined;
  const { _id, ...accs } = rest[0].$group as Doc;
  if (typeof _id === 'string' && _id.startsWith('$')) return undefined;
  if (isPlainObject(_id) || Array.isArray(_id) || Object.keys(accs).length === 0) return undefined;
  const countsOnly = Object.values(accs).every((a) => isPlainObject(a) && Object.keys(a).length === 1 && toNumber(a.$sum) === 1);
  return countsOnly ? { _id: _id === undefined ? null : _id, names: Object.keys(accs) } : undefined;
}

function countResult(fields: { _id: unknown; names: string[] }, n: number): Doc[] {
  if (n === 0) return [];
  const out: Doc = { _id: fields._id };
  for (const name of fields.names) out[name] = new Int32(n);
  return [out];
}

/**
 * Top-level fields a lone $group stage reads ('$status', '$due.date' → 'due'), or undefined when it may read
 * the whole document ($$ROOT, $$CURRENT or any other variable). mingo then gets only those fields: converting
 * whole documents (tags, descriptions, …) was most of the cost of owner-wide stats.
 */
function groupFields(rest: Doc[]): string[] | undefined {
  if (rest.length !== 1 || !isPlainObject(rest[0].$group) || Object.keys(rest[0]).length !== 1) return undefined;
  const fields = new Set<string>(['_id']);
  let whole = false;
  const visit = (v: unknown) => {
    if (typeof v === 'string' && v.startsWith('$$')) whole = true;
    else if (typeof v === 'string' && v.startsWith('$')) fields.add(v.slice(1).split('.')[0]);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (isPlainObject(v)) Object.values(v).forEach(visit);
  };
  visit(rest[0].$group);
  return whole ? undefined : [...fields];
}

function pick(doc: Doc, fields: string[]): Doc {
  const out: Doc = {};
  for (const f of fields) if (Object.hasOwn(doc, f)) out[f] = toNative(doc[f]);
  return out;
}

/** The pipeline's output; `stored` when it is stored documents themselves (their bytes are cached). */
export function runPipeline(ctx: CommandContext, collName: string, pipeline: Doc[]): { docs: Doc[]; stored: boolean } {
  refuseOperators(pipeline);
  const coll = ctx.engine.collection(ctx.db, collName);
  const { filter, sort, skip, limit, rest } = splitNative(pipeline);
  const counting = countFields(rest);
  if (counting && !skip && !limit) return { docs: countResult(counting, coll ? coll.count(filter) : 0), stored: false };
  const docs = runQuery(coll, { filter, sort, skip, limit });
  if (rest.length === 0) return { docs, stored: true };
  if (counting) return { docs: countResult(counting, docs.length), stored: false };
  // mingo clones nothing by default and may mutate its input: hand it converted copies only.
  // mingo hands back JS numbers: where an output (or joined) document still carries an input document's
  // _id, keep the input's BSON types (Long, Decimal128, Double) for every value left numerically equal.
  const seen = new Map(docs.map((d) => [canonicalKey(d._id), d]));
  const fields = groupFields(rest);
  const input = fields ? docs.map((d) => pick(d, fields)) : (docs.map(toNative) as Doc[]);
  const output = runStages(rest, input, { collectionResolver: resolver(ctx, seen) });
  const byId = (id: unknown) => seen.get(canonicalKey(id));
  return { docs: output.map((d) => restoreTypes(undefined, d, byId) as Doc), stored: false };
}

function aggregate(cmd: Doc, ctx: CommandContext): RawReply {
  const target = cmd.aggregate;
  if (typeof target !== 'string') unsupported('database-level aggregate (aggregate: 1)');
  if (!Array.isArray(cmd.pipeline)) fail('TypeMismatch', "'pipeline' option must be specified as an array");
  if (cmd.explain) unsupported('explain');
  if (!isPlainObject(cmd.cursor)) fail('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  const { docs, stored } = runPipeline(ctx, target, cmd.pipeline as Doc[]);
  const batchSize = optInt(cmd.cursor.batchSize, DEFAULT_FIRST_BATCH);
  const ns = `${ctx.db}.${target}`;
  const batch = ctx.cursors.first(ns, docs, batchSize, false, stored);
  return cursorReply('firstBatch', batch.bytes, batch.id, ns);
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
