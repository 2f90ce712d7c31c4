// Collections and indexes: create, drop, dropDatabase, listCollections, createIndexes, listIndexes, dropIndexes.
import { Int32, Long } from 'bson';
import { ID_INDEX } from '../engine/collection';
import { fail, unsupported } from '../engine/errors';
import type { IndexSpec } from '../engine/indexes';
import { matches } from '../engine/match';
import { canonicalKey, isNumeric, isPlainObject, toNumber, type Doc } from '../engine/values';
import { collectionName, type CommandContext, type Handler } from './context';

const REFUSED_CREATE = ['capped', 'viewOn', 'pipeline', 'timeseries', 'clusteredIndex', 'validator', 'changeStreamPreAndPostImages'];

async function create(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'create');
  for (const opt of REFUSED_CREATE) if (cmd[opt] !== undefined && cmd[opt] !== false) unsupported(`create option '${opt}'`);
  if (ctx.engine.collection(ctx.db, name)) fail('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  ctx.engine.ensureCollection(ctx.db, name);
  await ctx.commit();
  return { ok: 1 };
}

async function drop(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.size + 1;
  ctx.engine.dropCollection(ctx.db, name);
  await ctx.commit();
  return { nIndexesWas, ns: coll.ns, ok: 1 };
}

async function dropDatabase(_cmd: Doc, ctx: CommandContext): Promise<Doc> {
  ctx.engine.dropDatabase(ctx.db);
  await ctx.commit();
  return { dropped: ctx.db, ok: 1 };
}

function listCollections(cmd: Doc, ctx: CommandContext): Doc {
  const filter = (cmd.filter ?? {}) as Doc;
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  const infos: Doc[] = colls.map((c) => ({
    name: c.name,
    type: 'collection',
    options: c.options,
    info: { readOnly: false },
    idIndex: { v: new Int32(2), key: { _id: new Int32(1) }, name: '_id_' },
  }));
  const selected = infos.filter((i) => matches(i, filter)).map((i) => (cmd.nameOnly ? { name: i.name, type: i.type } : i));
  return { cursor: { id: Long.ZERO, ns: `${ctx.db}.$cmd.listCollections`, firstBatch: selected }, ok: 1 };
}

function validateIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    fail('FailedToParse', 'Index spec must have a non-empty "key" object');
  }
  if (typeof raw.name !== 'string' || raw.name === '') fail('FailedToParse', 'Index spec must have a "name" string');
  for (const [field, dir] of Object.entries(raw.key)) {
    if (field.includes('$**')) unsupported('wildcard indexes');
    if (!isNumeric(dir)) unsupported(`index type '${String(dir)}' (${field})`);
  }
  if (raw.collation !== undefined) unsupported('collation');
  if (raw.expireAfterSeconds !== undefined) {
    const secs = isNumeric(raw.expireAfterSeconds) ? toNumber(raw.expireAfterSeconds) : NaN;
    if (!(secs >= 0)) fail('InvalidOptions', 'TTL index \'expireAfterSeconds\' option must be a non-negative number');
    if (Object.keys(raw.key).length !== 1) fail('InvalidOptions', 'TTL indexes are single-field indexes, compound indexes do not support TTL');
  }
  const { v: _v, ns: _ns, ...rest } = raw;
  return { v: new Int32(2), ...rest } as unknown as IndexSpec;
}

const optionKeys = (s: IndexSpec) => canonicalKey({ u: !!s.unique, s: !!s.sparse, p: s.partialFilterExpression ?? null, t: s.expireAfterSeconds ?? null });

async function createIndexes(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) fail('BadValue', 'Must specify at least one index to create');
  const specs = cmd.indexes.map(validateIndexSpec);
  const existed = ctx.engine.collection(ctx.db, name) !== undefined;
  const coll = ctx.engine.ensureCollection(ctx.db, name);
  const before = coll.indexes.size + 1;
  for (const spec of specs) {
    const sameName = spec.name === '_id_' ? { spec: ID_INDEX } : coll.indexes.get(spec.name);
    const sameKey = [...coll.indexes.values()].find((i) => canonicalKey(i.spec.key) === canonicalKey(spec.key));
    if (sameName) {
      if (canonicalKey(sameName.spec.key) !== canonicalKey(spec.key) || optionKeys(sameName.spec) !== optionKeys(spec)) {
        fail('IndexKeySpecsConflict', `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`);
      }
      continue;
    }
    if (sameKey && optionKeys(sameKey.spec) === optionKeys(spec)) {
      fail('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    ctx.engine.createIndex(coll, spec);
  }
  await ctx.commit();
  const after = coll.indexes.size + 1;
  const reply: Doc = { numIndexesBefore: before, numIndexesAfter: after, createdCollectionAutomatically: !existed, ok: 1 };
  if (after === before) reply.note = 'all indexes already exist';
  return reply;
}

function listIndexes(cmd: Doc, ctx: CommandContext): Doc {
  const name = collectionName(cmd, 'listIndexes');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) fail('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const firstBatch = coll.indexSpecs().map((s) => (s === ID_INDEX ? { v: new Int32(2), key: { _id: new Int32(1) }, name: '_id_' } : s));
  return { cursor: { id: Long.ZERO, ns: coll.ns, firstBatch }, ok: 1 };
}

async function dropIndexes(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = collectionName(cmd, 'dropIndexes');
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) fail('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = [...coll.indexes.values()].find((i) => canonicalKey(i.spec.key) === canonicalKey(target));
    if (!found) fail('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else return fail('BadValue', 'dropIndexes index must be a string, array or object');
  for (const n of names) {
    if (n === '_id_') fail('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) fail('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) ctx.engine.dropIndex(coll, n);
  await ctx.commit();
  return { nIndexesWas, ok: 1 };
}

export const ddlCommands: Record<string, Handler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
