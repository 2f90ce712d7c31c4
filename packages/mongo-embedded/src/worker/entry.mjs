// Worker-thread entry. A worker inherits the parent's --import flags, so under `node --import tsx` TypeScript
// already loads; otherwise (plain node, jest) tsx's CommonJS hook is registered here, as bin/ does.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
if (!require.extensions['.ts']) (await import('tsx/cjs/api')).register();
require('./thread.ts');
