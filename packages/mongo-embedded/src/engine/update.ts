// Applies an update (operators, replacement or pipeline) to a copy of a stored document.
import { canonicalKey, clone, isPlainObject, type Doc } from './values';
import { fail, unsupported } from './errors';
import { formatValue } from './format';
import { runStages } from './mingo';
import { restoreTypes, toNative } from './native';
import { getPath } from './paths';
import { expandPath, removeAt, writeAt, type PathContext } from './update-paths';
import { idDocOf, OPERATORS } from './update-ops';

export interface UpdateOptions {
  isInsert: boolean;
  query: Doc;
  arrayFilters?: Doc[];
}

export function isPipeline(update: unknown): update is Doc[] {
  return Array.isArray(update);
}

export function isReplacement(update: Doc): boolean {
  const keys = Object.keys(update);
  return keys.length === 0 || !keys[0].startsWith('$');
}

/** Returns the updated document; the input is never mutated (stored documents are shared with cursors/snapshots). */
export function applyUpdate(doc: Doc, update: Doc | Doc[], opts: UpdateOptions): Doc {
  let out: Doc;
  if (isPipeline(update)) out = applyPipeline(doc, update);
  else if (isReplacement(update)) out = applyReplacement(doc, update);
  else out = applyOperators(doc, update, opts);
  checkIdUnchanged(doc, out, opts.isInsert);
  return out;
}

function checkIdUnchanged(before: Doc, after: Doc, isInsert: boolean): void {
  if (isInsert && before._id === undefined) return;
  if (canonicalKey(before._id) !== canonicalKey(after._id) || after._id === undefined) {
    fail('ImmutableField', `Performing an update on the path '_id' would modify the immutable field '_id'`);
  }
}

function applyReplacement(doc: Doc, replacement: Doc): Doc {
  for (const k of Object.keys(replacement)) {
    if (k.startsWith('$')) fail('FailedToParse', `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document.`);
  }
  if (replacement._id !== undefined && doc._id !== undefined && canonicalKey(replacement._id) !== canonicalKey(doc._id)) {
    fail('ImmutableField', `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(replacement._id)}`);
  }
  const out: Doc = doc._id === undefined ? {} : { _id: doc._id };
  for (const [k, v] of Object.entries(clone(replacement))) if (k !== '_id' || doc._id === undefined) out[k] = v;
  return out;
}

function collectPaths(update: Doc): string[] {
  const paths: string[] = [];
  for (const op of Object.keys(update)) {
    const args = update[op];
    if (!isPlainObject(args)) fail('FailedToParse', `Modifiers operate on fields but we found type ${typeof args} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(args)}}`);
    for (const path of Object.keys(args)) {
      paths.push(path);
      if (op === '$rename') paths.push(String(args[path]));
    }
  }
  return paths;
}

function checkConflicts(paths: string[]): void {
  const norm = paths.map((p) => p.split('.').filter((s) => !s.startsWith('$')).join('.'));
  for (let i = 0; i < norm.length; i++) {
    for (let j = i + 1; j < norm.length; j++) {
      const [a, b] = [norm[i], norm[j]];
      if (a === b || a.startsWith(b + '.') || b.startsWith(a + '.')) {
        fail('ConflictingUpdateOperators', `Updating the path '${paths[j]}' would create a conflict at '${paths[i]}'`);
      }
    }
  }
}

function applyOperators(doc: Doc, update: Doc, opts: UpdateOptions): Doc {
  for (const op of Object.keys(update)) {
    if (op === '$rename') continue;
    if (!OPERATORS[op]) fail('FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
  }
  checkConflicts(collectPaths(update));
  const out = clone(doc);
  const ctx: PathContext = { query: opts.query, arrayFilters: opts.arrayFilters ?? [], original: doc };
  const idDoc = idDocOf(doc);
  for (const [op, args] of Object.entries(update)) {
    if (op === '$setOnInsert' && !opts.isInsert) continue;
    for (const [path, operand] of Object.entries(args as Doc)) {
      if (op === '$rename') applyRename(out, path, operand);
      else for (const parts of expandPath(out, path, ctx)) OPERATORS[op](out, parts, operand, idDoc);
    }
  }
  return out;
}

function applyRename(doc: Doc, from: string, to: unknown): void {
  if (typeof to !== 'string') fail('BadValue', `The 'to' field for $rename must be a string: ${from}: ${formatValue(to)}`);
  if (from.includes('$') || to.includes('$')) fail('BadValue', 'The source and target field for $rename must not contain positional operators');
  const value = getPath(doc, from);
  if (value === undefined) return;
  removeAt(doc, from.split('.'));
  writeAt(doc, to.split('.'), value);
}

const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

function applyPipeline(doc: Doc, pipeline: Doc[]): Doc {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (!PIPELINE_STAGES.has(name)) fail('InvalidOptions', `${name} is not allowed to be used within an update`);
    if (JSON.stringify(toNative(stage)).match(/"\$(function|accumulator|where)"/)) unsupported('$function/$accumulator');
  }
  const [result] = runStages(pipeline, [toNative(doc) as Doc]);
  return restoreTypes(doc, result) as Doc;
}
