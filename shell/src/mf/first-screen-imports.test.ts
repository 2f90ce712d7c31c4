/**
 * What a remote's first chunk evaluates (issue 25, Lighthouse on /home, /todo, /meeting-notes): the modules its
 * src/expose/app.tsx reaches by static imports (read with the TypeScript parser; `import()` starts a lazy chunk and
 * is not followed, type-only imports are erased by the compiler). The shared `@haru/contracts` is evaluated whole
 * with zod when a first chunk imports a value from it (about 50 ms of main thread on this machine, over 150 ms of
 * Lighthouse's blocking time at its ×4 CPU), so these screens take the few constants they need by path
 * (`@haru/contracts/src/todo-values`, …, zod-free files) and leave the schemas and react-hook-form to their lazy
 * screens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
/** The workspace packages every app shares as singletons (packages/webpack-config/shared.cjs). */
const { WORKSPACE } = createRequire(__filename)(path.join(ROOT, 'packages/webpack-config/shared.cjs')) as { WORKSPACE: string[] };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import names inside the repository, or null for a package from node_modules. */
function resolve(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@haru/')) {
    const [, name, ...rest] = specifier.split('/');
    base = path.join(ROOT, 'packages', name, rest.length > 0 ? rest.join('/') : 'src/index');
  }
  if (base === null) return null;
  const file = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && /\.tsx?$/.test(f));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${path.relative(ROOT, from)}`);
  return file;
}

/** The specifiers a source imports or re-exports as values (not `import type`, not only `type` names, not CSS). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      if (clause && !clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)) continue;
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      if (named && named.length > 0 && named.every((e) => e.isTypeOnly)) continue;
      found.push(node.moduleSpecifier.text);
    }
  }
  return found.filter((s) => !s.endsWith('.css'));
}

/** Every package a remote's first chunk imports a value from, with one importing file each. */
function firstChunkPackages(folder: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, folder, 'src/expose/app.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const bare = specifier.startsWith('.') ? null : specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      if (bare && !packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
      // A shared singleton's root comes whole from the shell's copy: what it imports is its own affair.
      if (bare && WORKSPACE.includes(specifier)) continue;
      const next = resolve(file, specifier);
      if (next) queue.push(next);
    }
  }
  return packages;
}

/** Form machinery a list screen does not need: the contracts' schemas (zod) and react-hook-form (39 KB minified). */
const FORM_ONLY = /^(@haru\/contracts|zod|react-hook-form|@hookform\/resolvers)(\/|$)/;

describe('a remote\'s first chunk loads neither the shared contracts, zod nor react-hook-form', () => {
  it.each(['mf-home', 'mf-todo', 'mf-meetings'])('%s', (folder) => {
    const packages = firstChunkPackages(folder);
    const offending = [...packages].filter(([specifier]) => FORM_ONLY.test(specifier) && !specifier.startsWith('@haru/contracts/src/'));
    expect(offending).toEqual([]);
    // The walk reached the screen's own code (a broken walk would pass for nothing).
    expect(packages.has('@haru/ui-kit')).toBe(true);
  });
});
