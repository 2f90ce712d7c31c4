// Resolves update paths with positional `$`, `$[]` and `$[id]` into concrete paths, and writes at them.
import { fail } from './errors';
import { formatCompact } from './format';
import { elemMatchesSpec, matches, matchField, isOperatorObject } from './match';
import { getPath } from './paths';
import { isPlainObject, type Doc } from './values';

export interface PathContext {
  query: Doc;
  arrayFilters: Doc[];
  original: Doc;
}

function conditionsOf(query: Doc): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(query)) {
    if (k === '$and' && Array.isArray(v)) for (const sub of v) out.push(...conditionsOf(sub as Doc));
    else if (!k.startsWith('$')) out.push([k, v]);
  }
  return out;
}

/** Index of the first element of the array at `prefix` that the query's conditions on it match, or -1. */
export function firstMatchIndex(doc: Doc, query: Doc, prefix: string): number {
  const arr = getPath(doc, prefix);
  if (!Array.isArray(arr)) return -1;
  for (const [key, cond] of conditionsOf(query)) {
    if (key !== prefix && !key.startsWith(prefix + '.')) continue;
    const rest = key.slice(prefix.length + 1);
    const i = arr.findIndex((el) => elementMatches(el, rest, cond));
    if (i >= 0) return i;
  }
  return -1;
}

/** mongod's positional `$` in an update path. */
function positionalIndex(ctx: PathContext, prefix: string): number {
  const i = firstMatchIndex(ctx.original, ctx.query, prefix);
  if (i < 0) fail('BadValue', 'The positional operator did not find the match needed from the query.');
  return i;
}

function elementMatches(el: unknown, rest: string, cond: unknown): boolean {
  if (rest === '') {
    if (isOperatorObject(cond) && '$elemMatch' in cond) return elemMatchesSpec(el, cond.$elemMatch as Doc);
    return matchField({ v: el }, 'v', cond);
  }
  return isPlainObject(el) && matchField(el, rest, cond);
}

function filterFor(ctx: PathContext, id: string): Doc {
  const found = ctx.arrayFilters.find((f) => Object.keys(f).some((k) => k === id || k.startsWith(id + '.')));
  if (!found) fail('BadValue', `No array filter found for identifier '${id}' in path`);
  return found as Doc;
}

/** Expands a path with positional parts into concrete paths (as part arrays) over the document being built. */
export function expandPath(doc: Doc, path: string, ctx: PathContext): string[][] {
  let results: string[][] = [[]];
  for (const part of path.split('.')) {
    const next: string[][] = [];
    for (const prefix of results) {
      if (part === '$') next.push([...prefix, String(positionalIndex(ctx, prefix.join('.')))]);
      else if (part.startsWith('$[')) next.push(...expandAll(doc, prefix, part, ctx));
      else next.push([...prefix, part]);
    }
    results = next;
  }
  return results;
}

function expandAll(doc: Doc, prefix: string[], part: string, ctx: PathContext): string[][] {
  const arr = getPath(doc, prefix.join('.'));
  if (!Array.isArray(arr)) {
    if (arr === undefined) return [];
    fail('BadValue', `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`);
  }
  const id = part.slice(2, -1);
  const filter = id === '' ? undefined : filterFor(ctx, id);
  const out: string[][] = [];
  arr.forEach((el, i) => {
    if (!filter || matches({ [id]: el }, filter)) out.push([...prefix, String(i)]);
  });
  return out;
}

const isIndex = (s: string) => /^\d+$/.test(s);

export function readAt(doc: Doc, parts: string[]): unknown {
  return getPath(doc, parts.join('.'));
}

/** Sets a value, creating intermediate objects like mongod; refuses to traverse scalars (code 28). */
export function writeAt(doc: Doc, parts: string[], value: unknown): void {
  let cur: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1;
    if (Array.isArray(cur)) {
      if (!isIndex(part)) fail('PathNotViable', `Cannot create field '${part}' in element ${formatCompact({ [parts[i - 1]]: cur })}`);
      const idx = Number(part);
      while (cur.length < idx) cur.push(null);
      if (last) cur[idx] = value;
      else if (cur[idx] === undefined) cur[idx] = {};
      cur = cur[idx];
    } else if (isPlainObject(cur)) {
      if (last) cur[part] = value;
      else if (cur[part] === undefined) cur[part] = {};
      cur = cur[part];
    } else {
      fail('PathNotViable', `Cannot create field '${part}' in element ${formatCompact({ [parts[i - 1]]: cur })}`);
    }
  }
}

export function removeAt(doc: Doc, parts: string[]): void {
  const parent = getPath(doc, parts.slice(0, -1).join('.'));
  const key = parts[parts.length - 1];
  const container = parts.length === 1 ? doc : parent;
  if (Array.isArray(container) && isIndex(key)) {
    if (Number(key) < container.length) container[Number(key)] = null;
  } else if (isPlainObject(container)) delete container[key];
}
