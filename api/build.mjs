// npm run build -w api: the API and the embedded database's worker thread, bundled by esbuild into api/dist
// (main.js, db-worker.js; sourcemaps beside them), so `npm start` runs plain `node` on JavaScript.
// Everything is bundled except native addons and the MongoDB driver's optional add-ons, which stay in
// node_modules: measured against bundling only our code and the workspace packages (third-party packages left in
// node_modules), the whole bundle started with 1.1 s of CPU instead of 1.5 s at the same memory
// (docs/architecture.md, "Compiled API"; bench/api/cold-start.ts).
import { build } from 'esbuild';
import path from 'node:path';

const here = import.meta.dirname;

/** Loaded from node_modules at run time: bcrypt is a native addon; the rest are the driver's optional requires. */
const EXTERNAL = [
  'bcrypt',
  'kerberos', '@mongodb-js/zstd', '@aws-sdk/credential-providers', 'gcp-metadata', 'snappy', 'socks', 'aws4', 'mongodb-client-encryption',
];

await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'db-worker': path.join(here, '../packages/mongo-embedded/src/worker/thread.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: EXTERNAL,
  logLevel: 'warning',
});
