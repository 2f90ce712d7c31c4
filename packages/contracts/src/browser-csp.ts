import { z } from 'zod';

// In a browser the shell's CSP has no 'unsafe-eval': zod's JIT probe (`new Function('')` while object schemas are
// built) is refused and reported as a CSP violation on every screen. The interpreter is fast enough for forms; the
// API (no document) keeps the JIT. Imported first by index.ts so it runs before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });
