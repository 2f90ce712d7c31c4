// find/findAndModify projections: inclusion, exclusion, $slice and $elemMatch. Expressions are refused.
import { fail, unsupported } from './errors';
import { elemMatchesSpec } from './match';
import { firstMatchIndex } from './update-paths';
import { clone, isPlainObject, toNumber, type Doc } from './values';

type Tree = { [key: string]: Tree | true };
interface Spec { mode: 'include' | 'exclude'; tree: Tree; idOff: boolean; ops: [string, Doc][]; positional?: string }

function truthy(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  return toNumber(v) !== 0;
}

function addPath(tree: Tree, path: string): void {
  const parts = path.split('.');
  let cur = tree;
  parts.forEach((p, i) => {
    if (i === parts.length - 1) cur[p] = true;
    else {
      if (cur[p] === true) return;
      cur[p] = (cur[p] as Tree | undefined) ?? {};
      cur = cur[p] as Tree;
    }
  });
}

function parse(projection: Doc): Spec {
  const spec: Spec = { mode: 'exclude', tree: {}, idOff: false, ops: [] };
  let include = false;
  let exclude = false;
  for (const [path, v] of Object.entries(projection)) {
    if (path.includes('.$.') || (path.endsWith('.$') && spec.positional)) unsupported('this positional projection');
    if (path.endsWith('.$')) {
      if (!truthy(v)) fail('BadValue', 'positional projection cannot be used with exclusion');
      spec.positional = path.slice(0, -2);
      if (spec.positional.includes('.')) unsupported('positional projection on a dotted path');
      include = true;
      addPath(spec.tree, spec.positional);
      continue;
    }
    if (isPlainObject(v)) {
      const op = Object.keys(v)[0];
      if (op !== '$slice' && op !== '$elemMatch') unsupported(`projection operator ${op}`);
      spec.ops.push([path, v]);
    } else if (path === '_id') spec.idOff = !truthy(v);
    else if (typeof v === 'string' || Array.isArray(v)) unsupported('projection expressions');
    else if (truthy(v)) { include = true; addPath(spec.tree, path); }
    else { exclude = true; addPath(spec.tree, path); }
  }
  if (include && exclude) fail('Location', 'Cannot do exclusion on field in inclusion projection');
  // $elemMatch alone projects like an inclusion (only _id and the field); $slice alone keeps the other fields
  spec.mode = include || (!exclude && spec.ops.some(([, v]) => '$elemMatch' in v)) ? 'include' : 'exclude';
  return spec;
}

function includeTree(src: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(src)) {
    const sub = tree[key];
    if (sub === undefined) continue;
    const v = src[key];
    if (sub === true) out[key] = clone(v);
    else if (Array.isArray(v)) out[key] = v.filter(isPlainObject).map((el) => includeTree(el, sub));
    else if (isPlainObject(v)) out[key] = includeTree(v, sub);
  }
  return out;
}

function excludeTree(doc: Doc, tree: Tree): void {
  for (const [key, sub] of Object.entries(tree)) {
    if (sub === true) delete doc[key];
    else {
      const v = doc[key];
      if (Array.isArray(v)) v.filter(isPlainObject).forEach((el) => excludeTree(el, sub));
      else if (isPlainObject(v)) excludeTree(v, sub);
    }
  }
}

function applyOp(out: Doc, src: Doc, path: string, op: Doc): void {
  if (path.includes('.')) unsupported('$slice/$elemMatch on a dotted path');
  const v = src[path];
  if (!Array.isArray(v)) {
    if ('$slice' in op && v !== undefined) out[path] = clone(v);
    return;
  }
  if ('$elemMatch' in op) {
    const hit = v.find((el) => elemMatchesSpec(el, op.$elemMatch as Doc));
    if (hit === undefined) delete out[path];
    else out[path] = [clone(hit)];
    return;
  }
  const s = op.$slice;
  if (Array.isArray(s)) {
    const skip = Math.trunc(toNumber(s[0]));
    const start = skip < 0 ? Math.max(0, v.length + skip) : skip;
    out[path] = clone(v.slice(start, start + Math.trunc(toNumber(s[1]))));
  } else {
    const n = Math.trunc(toNumber(s));
    out[path] = clone(n >= 0 ? v.slice(0, n) : v.slice(n));
  }
}

function applyPositional(out: Doc, doc: Doc, path: string, query: Doc): void {
  const i = firstMatchIndex(doc, query, path);
  if (i < 0) fail('BadValue', `positional operator '.$' requires corresponding field in query specifier: ${path}`);
  out[path] = [clone((doc[path] as unknown[])[i])];
}

/** `query` is needed only for positional projections (`field.$`). */
export function compileProjection(projection: Doc | undefined, query: Doc = {}): ((doc: Doc) => Doc) | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const spec = parse(projection);
  return (doc: Doc) => {
    let out: Doc;
    if (spec.mode === 'include') {
      out = includeTree(doc, spec.tree);
      for (const [path] of spec.ops) if (doc[path] !== undefined) out[path] = doc[path];
      if (!spec.idOff && doc._id !== undefined) out = { _id: doc._id, ...out };
    } else {
      out = clone(doc);
      excludeTree(out, spec.tree);
    }
    if (spec.idOff) delete out._id;
    for (const [path, op] of spec.ops) applyOp(out, doc, path, op);
    if (spec.positional) applyPositional(out, doc, spec.positional, query);
    return out;
  };
}
