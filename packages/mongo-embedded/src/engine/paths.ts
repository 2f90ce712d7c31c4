// Dotted-path reads with mongod's implicit array traversal.
import { isPlainObject, type Doc } from './values';

export interface Candidates {
  /** values found at the end of the path, arrays not expanded */
  direct: unknown[];
  /** direct values plus the elements of direct arrays (what equality and range operators test) */
  all: unknown[];
}

const isIndex = (s: string) => /^\d+$/.test(s);

function walk(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    return;
  }
  const part = parts[i];
  if (Array.isArray(value)) {
    if (isIndex(part)) walk(value[Number(part)], parts, i + 1, out);
    for (const el of value) {
      if (isPlainObject(el)) walk(el[part], parts, i + 1, out);
    }
    return;
  }
  if (isPlainObject(value)) {
    walk(value[part], parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

/** Values at the end of an already split path (hot path for index keys). */
export function directValues(doc: Doc, parts: string[]): unknown[] {
  if (parts.length === 1 && !isIndex(parts[0])) return [doc[parts[0]]];
  const direct: unknown[] = [];
  walk(doc, parts, 0, direct);
  return direct;
}

export function candidates(doc: Doc, path: string): Candidates {
  const direct: unknown[] = [];
  walk(doc, path.split('.'), 0, direct);
  const all: unknown[] = [];
  for (const v of direct) {
    all.push(v);
    if (Array.isArray(v)) all.push(...v);
  }
  return { direct, all };
}

/** Plain read of a dotted path, no array expansion except numeric indexes. */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur) && isIndex(part)) cur = cur[Number(part)];
    else if (isPlainObject(cur)) cur = cur[part];
    else return undefined;
  }
  return cur;
}

export function hasPath(doc: unknown, path: string): boolean {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur) && isIndex(part)) {
      if (Number(part) >= cur.length) return false;
      cur = cur[Number(part)];
    } else if (isPlainObject(cur) && Object.prototype.hasOwnProperty.call(cur, part)) cur = cur[part];
    else return false;
  }
  return true;
}
