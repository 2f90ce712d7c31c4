import { startTestApi, type TestApi } from '../../test/harness';
import { QuotaCounterModel, release, reserve, type QuotaScope } from './quota-counters';

// The counters alone, many reservations in flight at once in this process (over HTTP the test server serialises
// more): what direct seeding and a busy API process do.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let n = 0;
/** The count costs a database round trip, as the real countDocuments does. */
const scope = (limit: number, existing = 0): QuotaScope => ({
  kind: 'todos',
  key: [`counter-test-${(n += 1)}`],
  limit,
  countExisting: async () => (await QuotaCounterModel.countDocuments({ _id: 'none' })) + existing,
});
const countOf = async (s: QuotaScope) => ((await QuotaCounterModel.findById(`todos:${s.key[0]}`).lean()) as { count: number } | null)?.count;

/** `times` reservations, started at random moments within a few milliseconds, so their steps interleave many ways. */
async function settle(s: QuotaScope, times: number) {
  const staggered = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 4)).then(() => reserve(s));
  const results = await Promise.allSettled(Array.from({ length: times }, staggered));
  const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { status: number; code: string });
  return { taken: times - refused.length, refused };
}

describe('quota counters', () => {
  it('when a new counter gets as many reservations at once as its limit, then every one succeeds (racing starts)', async () => {
    const rounds = await Promise.all(Array.from({ length: 10 }, async () => {
      const s = scope(8);
      return [(await settle(s, 8)).taken, await countOf(s)];
    }));
    expect(rounds).toEqual(Array(10).fill([8, 8]));
  });

  it('when 30 reservations race for 5 places, then exactly 5 are taken and 25 refused with 409 quota_exceeded', async () => {
    const s = scope(5);
    const { taken, refused } = await settle(s, 30);
    expect(taken).toBe(5);
    expect(refused.every((e) => e.status === 409 && e.code === 'quota_exceeded')).toBe(true);
    expect(await countOf(s)).toBe(5);
  });

  it('when a counter starts, then it counts the existing items; releases never take it below zero', async () => {
    const s = scope(10, 7);
    expect((await settle(s, 5)).taken).toBe(3);
    await release(s, 4);
    expect(await countOf(s)).toBe(6);
    await release(s, 100);
    expect(await countOf(s)).toBe(0);
  });
});
