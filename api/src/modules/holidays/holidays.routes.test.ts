import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOLIDAY_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

const dir = mkdtempSync(path.join(tmpdir(), 'haru-holidays-'));
const file = path.join(dir, 'holidays.json');
const writeFile = (holidays: { date: string; name: string }[], at: number) => {
  writeFileSync(file, JSON.stringify({ holidays }));
  utimesSync(file, at, at); // a distinct modification time, so the reader sees the change
};

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  writeFile([{ date: '2025-01-27', name: '임시공휴일' }], 1_700_000_000);
  api = await startTestApi({ HOLIDAYS_FILE: file });
  u = await api.user('holiday');
});
afterAll(async () => { await api.close(); });

describe('GET /api/holidays', () => {
  it('when not signed in, then 401', async () => {
    expect((await api.http().get('/api/holidays?year=2025')).status).toBe(401);
  });

  it('when the year is missing, malformed or outside 1950–2050, then 400 with the Korean detail', async () => {
    for (const q of ['', '?year=abc', '?year=1949', '?year=2051', '?year=20255', '?year=2025.5', '?year=2025&x=1', '?year[$gt]=1']) {
      const res = await api.http().get(`/api/holidays${q}`).set(u.auth);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect((await api.http().get('/api/holidays?year=1949').set(u.auth)).body.detail).toBe(HOLIDAY_MESSAGES.year);
  });

  it('when a year is asked, then its holidays come back in date order with their kinds, the data file included', async () => {
    const res = await api.http().get('/api/holidays?year=2025').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2025);
    expect(res.body.holidays.slice(0, 5)).toEqual([
      { date: '2025-01-01', name: '신정', kind: 'regular' },
      { date: '2025-01-27', name: '임시공휴일', kind: 'designated' },
      { date: '2025-01-28', name: '설날', kind: 'regular' },
      { date: '2025-01-29', name: '설날', kind: 'regular' },
      { date: '2025-01-30', name: '설날', kind: 'regular' },
    ]);
    expect(res.body.holidays).toContainEqual({ date: '2025-10-08', name: '대체공휴일', kind: 'substitute' });
    for (const year of [1950, 2050]) expect((await api.http().get(`/api/holidays?year=${year}`).set(u.auth)).status).toBe(200);
  });

  it('when the operator edits the data file, then the next request answers from it without a restart', async () => {
    writeFile([{ date: '2025-01-27', name: '임시공휴일' }, { date: '2025-10-10', name: '임시공휴일' }], 1_700_000_100);
    const res = await api.http().get('/api/holidays?year=2025').set(u.auth);
    expect(res.body.holidays).toContainEqual({ date: '2025-10-10', name: '임시공휴일', kind: 'designated' });
  });

  it('when the data file is broken, then the request fails with a 500 problem and no holiday list', async () => {
    writeFileSync(file, '{"holidays": [{"date": "2025-02-30", "name": "x"}]}');
    utimesSync(file, 1_700_000_200, 1_700_000_200);
    const res = await api.http().get('/api/holidays?year=2025').set(u.auth);
    expect(res.status).toBe(500);
    expect(res.body.holidays).toBeUndefined();
    expect(res.text).not.toContain('2025-02-30');
    writeFile([], 1_700_000_300);
    expect((await api.http().get('/api/holidays?year=2025').set(u.auth)).status).toBe(200);
  });
});

describe('GET /api/calendar holidays', () => {
  it('when a range spans two years, then the holidays inside it come along (additive to events)', async () => {
    writeFile([{ date: '2025-01-27', name: '임시공휴일' }], 1_700_000_400);
    const res = await api.http().get('/api/calendar?from=2024-12-22&to=2025-01-28').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([]);
    expect(res.body.holidays).toEqual([
      { date: '2024-12-25', name: '성탄절', kind: 'regular' },
      { date: '2025-01-01', name: '신정', kind: 'regular' },
      { date: '2025-01-27', name: '임시공휴일', kind: 'designated' },
      { date: '2025-01-28', name: '설날', kind: 'regular' },
    ]);
  });
});
