// Each benchmark writes results/<name>.json (data) and results/<name>.md (its report section).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(__dirname, '../results');

export function writeResult(name: string, data: unknown, markdown: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
}
