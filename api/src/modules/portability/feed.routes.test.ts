import ICAL from 'ical.js';
import { CALENDAR_FEED_MESSAGES, seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { seedAccount } from './backup-seed';

let api: TestApi;
let alice: TestUser;

interface Parsed { uid: string; summary: string; start: string; end: string; allDay: boolean; description: string | null; location: string | null }

/** The feed read back with ical.js (a maintained RFC 5545 parser): every VEVENT as plain values. */
function parseFeed(text: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid, summary: e.summary, allDay: e.startDate.isDate,
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      end: e.endDate.isDate ? e.endDate.toString() : e.endDate.toJSDate().toISOString(),
      description: (c.getFirstPropertyValue('description') as string | null) ?? null,
      location: (c.getFirstPropertyValue('location') as string | null) ?? null,
    };
  });
}

const fetchFeed = (url: string) => api.http().get(url).buffer(true).parse((r, cb) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString('utf8')));
  r.on('end', () => cb(null, text));
});

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('alice');
  await seedAccount(api, alice);
}, 60_000);
afterAll(async () => {
  await api.close();
});

describe('private calendar feed', () => {
  it('creates a secret URL; the feed holds to-dos (all-day), meetings (an hour) and project spans, parsed back with ical.js', async () => {
    expect((await api.http().get('/api/calendar-feed').set(alice.auth)).body).toEqual({ active: false, created_at: null, holidays: false });
    const made = await api.http().post('/api/calendar-feed').set(alice.auth).send({});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api.http().get('/api/calendar-feed').set(alice.auth)).body.active).toBe(true);

    const res = await fetchFeed(made.body.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body as string;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parseFeed(text).sort((a, b) => a.summary.localeCompare(b.summary));
    const todos = (await api.http().get('/api/todos').set(alice.auth)).body as { id: string }[];
    const report = todos.find((t) => (t as { title?: string }).title === '보고서 작성')!;
    expect(events).toEqual([
      { uid: expect.stringMatching(/^meeting-[0-9a-f]{24}@haru\.app$/), summary: '1:1', allDay: false, start: '2026-03-03T05:30:00.000Z', end: '2026-03-03T06:30:00.000Z', description: null, location: null },
      { uid: `todo-${report.id}@haru.app`, summary: '보고서 작성', allDay: false, start: '2099-03-02T00:30:00.000Z', end: '2099-03-02T01:30:00.000Z', description: '분기 보고서\n둘째 줄', location: null },
      { uid: expect.stringMatching(/^project-/), summary: '빈 프로젝트', allDay: true, start: '2026-05-01', end: '2026-06-01', description: null, location: null },
      { uid: expect.stringMatching(/^project-/), summary: '웹사이트 개편', allDay: true, start: '2026-03-01', end: '2026-05-01', description: '설명', location: null },
      { uid: expect.stringMatching(/^meeting-/), summary: '주간 회의', allDay: false, start: '2026-03-02T01:00:00.000Z', end: '2026-03-02T02:00:00.000Z', description: '안건', location: '3층 회의실' },
    ]);
  });

  it('escapes text and folds long lines; UIDs and the text are stable, so an unchanged feed answers 304', async () => {
    const long = `쉼표, 세미콜론; 역슬래시\\ ${'가'.repeat(60)}`;
    await api.http().post('/api/todos').set(alice.auth).send({ title: long.slice(0, 100), due_date: '2099-01-01' }).expect(201);
    const { url } = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body;
    const first = await fetchFeed(url);
    expect(first.body).toContain('쉼표\\, 세미콜론\\; 역슬래시\\\\');
    expect(parseFeed(first.body as string).some((e) => e.summary === long.slice(0, 100))).toBe(true);
    const second = await fetchFeed(url);
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await api.http().get(url).set('If-None-Match', etag)).status).toBe(304);
    await api.http().post('/api/meetings').set(alice.auth).send({ title: '새 회의', date: '2026-03-04', time: '09:00' }).expect(201);
    expect((await api.http().get(url).set('If-None-Match', etag)).status).toBe(200);
  });

  it('regenerating makes the old URL 404 at once; revoking makes the new one 404; unknown and malformed tokens are 404', async () => {
    const old = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body.url;
    expect((await api.http().get(old)).status).toBe(200);
    const fresh = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body.url;
    expect(fresh).not.toBe(old);
    const gone = await api.http().get(old);
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe('캘린더 구독 주소를 찾을 수 없습니다');
    expect((await api.http().get(fresh)).status).toBe(200);
    expect((await api.http().delete('/api/calendar-feed').set(alice.auth)).status).toBe(200);
    expect((await api.http().get(fresh)).status).toBe(404);
    expect((await api.http().delete('/api/calendar-feed').set(alice.auth)).status).toBe(404);
    for (const bad of ['x.ics', `${'A'.repeat(43)}.ics`, fresh.split('/').pop()!.replace('.ics', ''), '%00.ics']) {
      expect({ bad, status: (await api.http().get(`/api/calendar/feed/${bad}`)).status }).toEqual({ bad, status: 404 });
    }
  });

  it("one user's feed never shows another user's items; the management routes need a session", async () => {
    const bob = await api.user('bob');
    await api.http().post('/api/todos').set(bob.auth).send({ title: '밥의 할일', due_date: '2099-05-05' }).expect(201);
    const bobUrl = (await api.http().post('/api/calendar-feed').set(bob.auth).send({})).body.url;
    const aliceUrl = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body.url;
    expect(parseFeed((await fetchFeed(bobUrl)).body as string).map((e) => e.summary)).toEqual(['밥의 할일']);
    expect(parseFeed((await fetchFeed(aliceUrl)).body as string).map((e) => e.summary)).not.toContain('밥의 할일');
    // bob revoking his own feed leaves alice's working
    await api.http().delete('/api/calendar-feed').set(bob.auth).expect(200);
    expect((await api.http().get(aliceUrl)).status).toBe(200);
    for (const m of ['get', 'post', 'put', 'delete'] as const) expect((await api.http()[m]('/api/calendar-feed')).status).toBe(401);
  });

  it('with the holidays option, Korean public holidays of last, this and next year come as all-day events; turning it off keeps the URL', async () => {
    const carol = await api.user('carol');
    expect((await api.http().put('/api/calendar-feed').set(carol.auth).send({ holidays: true })).status).toBe(404);
    const { url } = (await api.http().post('/api/calendar-feed').set(carol.auth).send({ holidays: true }).expect(201)).body;
    expect((await api.http().get('/api/calendar-feed').set(carol.auth)).body).toMatchObject({ active: true, holidays: true });
    const year = Number(seoulDate(new Date()).slice(0, 4));
    const events = parseFeed((await fetchFeed(url)).body as string);
    const holiday = (date: string) => events.filter((e) => e.start === date).map(({ summary, allDay, end }) => ({ summary, allDay, end }));
    expect(holiday(`${year}-03-01`)).toEqual([{ summary: '삼일절', allDay: true, end: `${year}-03-02` }]);
    expect(holiday(`${year + 1}-12-25`)).toEqual([{ summary: '성탄절', allDay: true, end: `${year + 1}-12-26` }]);
    expect(holiday(`${year - 1}-06-06`)).toEqual([{ summary: '현충일', allDay: true, end: `${year - 1}-06-07` }]);
    expect(events.some((e) => e.start.startsWith(`${year + 2}-`) || e.start.startsWith(`${year - 2}-`))).toBe(false);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.every((e) => /^holiday-\d{4}-\d{2}-\d{2}-\d@haru\.app$/.test(e.uid))).toBe(true);

    const bad = await api.http().put('/api/calendar-feed').set(carol.auth).send({ holidays: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(CALENDAR_FEED_MESSAGES.holidaysInvalid);
    expect((await api.http().put('/api/calendar-feed').set(carol.auth).send({ holidays: false })).body).toEqual({ message: CALENDAR_FEED_MESSAGES.optionsSaved, holidays: false });
    expect(parseFeed((await fetchFeed(url)).body as string)).toEqual([]);
    // A new URL keeps the choice unless the body names it.
    await api.http().put('/api/calendar-feed').set(carol.auth).send({ holidays: true }).expect(200);
    const fresh = (await api.http().post('/api/calendar-feed').set(carol.auth).send({}).expect(201)).body.url;
    expect(parseFeed((await fetchFeed(fresh)).body as string).length).toBeGreaterThan(40);
  }, 60_000); // three years of holidays built and parsed four times: budgeted for a busy machine
});
