// Lints fixtures with the repository's own eslint.config.mjs (ESLint's Node API, outside jest's module system).
// stdin: [{ filePath, code }], code null = lint the file on disk. stdout: [{ filePath, rules: [ruleId, ...] }].
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = JSON.parse(await new Promise((resolve) => {
  let input = '';
  process.stdin.on('data', (d) => { input += d; }).on('end', () => resolve(input));
}));
const eslint = new ESLint({ cwd: root });
const out = [];
for (const { filePath, code } of fixtures) {
  const abs = path.join(root, filePath);
  const [result] = code === null ? await eslint.lintFiles([abs]) : await eslint.lintText(code, { filePath: abs });
  out.push({ filePath, rules: result.messages.map((m) => m.ruleId ?? m.message) });
}
process.stdout.write(JSON.stringify(out));
