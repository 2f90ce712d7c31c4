// Names for frames of a V8 CPU profile taken in the built app: a frame in a minified bundle is named by its source
// map (function, source file and line) where the map is on disk. Findings only (bench/web/screens-profile.ts,
// bench/web/lighthouse.ts with CPU_PROFILE=1).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface SourceMap { originalPositionFor(at: { line: number; column: number }): { source: string | null; line: number | null; name: string | null } }
type SourceMapReader = new (raw: unknown) => SourceMap;

/** The `source-map` package when installed (it comes with the build tools), to name frames of minified bundles. */
function sourceMapReader(): SourceMapReader | null {
  try {
    return (createRequire(__filename)('source-map') as { SourceMapConsumer: SourceMapReader }).SourceMapConsumer;
  } catch {
    return null;
  }
}

/**
 * `selfTimes` keys ("fn dir/file.js:line:col") → "fn source:line", the source relative to its package or `~package/…`
 * for node_modules. The maps are read from WEB_ROOT's dist folders when set (another build), else this tree's.
 */
export function resolver(): (key: string) => string {
  const Reader = sourceMapReader();
  const maps = new Map<string, SourceMap | null>();
  return (key) => {
    const m = /^(.*) (\S+?)\/(\S+?\.js):(\d+):(\d+)$/.exec(key);
    if (!m || !Reader || Number(m[4]) < 1) return key;
    const [, fn, dir, file, line, column] = m;
    const folder = existsSync(path.join(ROOT, dir, 'dist')) ? dir : 'shell';
    const mapFile = path.join(process.env.WEB_ROOT ?? ROOT, folder, 'dist', `${file}.map`);
    if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new Reader(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    const at = maps.get(mapFile)?.originalPositionFor({ line: Number(line), column: Number(column) - 1 });
    return at?.source ? `${at.name ?? fn} ${at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '~')}:${at.line}` : key;
  };
}

/** A resolved name's package or source folder: `~react-dom`, `~@tanstack/virtual-core`, `mf-todo/src/features/todos/api`. */
export function sourceGroup(name: string): string {
  const source = name.split(' ').slice(-1)[0].replace(/:\d+$/, '');
  const pkg = /^~((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return `~${pkg[1]}`;
  return source.includes('/') ? source.split('/').slice(0, -1).join('/') : source;
}
