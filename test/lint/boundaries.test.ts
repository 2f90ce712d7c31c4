import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Each boundary rule of eslint.config.mjs fires on a fixture that breaks it (and stays quiet on an allowed import),
// so removing or loosening a rule fails this test. Imports point at real files: the rules check resolved paths.
const root = path.resolve(__dirname, '../..');
const cycleDir = `test/lint/tmp-cycle-${process.pid}`;

interface Fixture { name: string; filePath: string; code: string | null; expect: string | null }

const fixtures: Fixture[] = [
  { name: 'a remote importing another remote', filePath: 'mf-todo/src/features/todos/fixture.ts', code: "export * from '../../../../mf-wbs/src/index';\n", expect: 'import-x/no-restricted-paths' },
  { name: 'a remote importing the shell', filePath: 'mf-home/src/fixture.ts', code: "export * from '../../shell/src/routes';\n", expect: 'import-x/no-restricted-paths' },
  { name: 'the shell importing a remote', filePath: 'shell/src/fixture.ts', code: "export * from '../../mf-todo/src/index';\n", expect: 'import-x/no-restricted-paths' },
  { name: 'a feature importing another feature', filePath: 'mf-wbs/src/features/tasks/fixture.ts', code: "export * from '../projects/lib/project-form';\n", expect: 'import-x/no-restricted-paths' },
  { name: 'a feature importing features/shared (allowed)', filePath: 'mf-wbs/src/features/tasks/fixture.ts', code: "export * from '../shared/errors';\n", expect: null },
  { name: 'an import cycle', filePath: `${cycleDir}/a.ts`, code: null, expect: 'import-x/no-cycle' },
  { name: 'a remote building its own sortable list on dnd-kit', filePath: 'mf-home/src/shared/fixture.ts', code: "export { useSortable } from '@dnd-kit/sortable';\n", expect: 'no-restricted-imports' },
  { name: 'ui-kit\'s sortable list on dnd-kit (allowed)', filePath: 'packages/ui-kit/src/sortable/fixture.ts', code: "export { useSortable } from '@dnd-kit/sortable';\n", expect: null },
  { name: 'a click handler without keyboard support', filePath: 'mf-todo/src/features/todos/fixture.tsx', code: 'export const X = ({ f }: { f: () => void }) => <div onClick={f} />;\n', expect: 'jsx-a11y/click-events-have-key-events' },
];

let results: { filePath: string; rules: string[] }[] = [];

beforeAll(() => {
  mkdirSync(path.join(root, cycleDir), { recursive: true });
  writeFileSync(path.join(root, cycleDir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b + 1;\n");
  writeFileSync(path.join(root, cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const c = (): number => a();\n");
  const run = spawnSync(process.execPath, [path.join(__dirname, 'run-eslint.mjs')], {
    cwd: root, input: JSON.stringify(fixtures.map(({ filePath, code }) => ({ filePath, code }))), encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout);
}, 180_000);

afterAll(() => rmSync(path.join(root, cycleDir), { recursive: true, force: true }));

test.each(fixtures.map((f, i) => [f.name, i] as const))('lint: %s', (_name, i) => {
  const { expect: rule } = fixtures[i];
  const found = results[i].rules.filter((r) => r.startsWith('import-x/') || r.startsWith('jsx-a11y/') || r === 'no-restricted-imports');
  if (rule === null) expect(found).toEqual([]);
  else expect(found).toContain(rule);
});
