// One suite, two targets: the embedded server by default, a real MongoDB when MONGODB_URI is set.
// Cases listed in conformance/known-diffs.json must fail on the embedded server (and pass on MongoDB);
// the suite fails when an unlisted case differs or a listed one starts to match.
import knownDiffs from '../conformance/known-diffs.json';
import { adminCases } from '../conformance/cases-admin';
import { crudCases } from '../conformance/cases-crud';
import { indexCases } from '../conformance/cases-indexes';
import { mongooseCases } from '../conformance/cases-mongoose';
import { moreCases } from '../conformance/cases-more';
import { typeCases } from '../conformance/cases-types';
import { openTarget, type Case } from '../conformance/target';

jest.setTimeout(30_000);

const cases: Case[] = [...adminCases, ...crudCases, ...typeCases, ...indexCases, ...moreCases, ...mongooseCases];
const known = new Map(knownDiffs.map((d) => [d.case, d.reason]));
let env: Awaited<ReturnType<typeof openTarget>>;

beforeAll(async () => {
  env = await openTarget();
});

afterAll(async () => {
  await env?.close();
});

test('every known difference names an existing case', () => {
  const names = new Set(cases.map((c) => c.name));
  expect([...known.keys()].filter((k) => !names.has(k))).toEqual([]);
  expect(names.size).toBe(cases.length);
});

describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  test('behaves like MongoDB', async () => {
    let failure: unknown;
    try {
      await c.run(env);
    } catch (err) {
      failure = err;
    }
    if (env.embedded && known.has(c.name)) {
      if (!failure) throw new Error(`"${c.name}" is listed in known-diffs.json but now matches MongoDB: remove it from the list`);
      return;
    }
    if (failure) throw failure;
  });
});
