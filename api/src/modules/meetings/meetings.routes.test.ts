import { MEETING_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('alice');
  bob = await api.user('bob');
});
afterAll(() => api.close());

const valid = { title: '주간 회의', date: '2025-01-19', time: '14:30' };

function create(user: TestUser, body: Record<string, unknown> = valid) {
  return api.http().post('/api/meetings').set(user.auth).send(body);
}

/** The fields that differ from the valid body, shortened, for readable test names. */
function describeBody(body: Record<string, unknown>): string {
  return Object.entries(body)
    .filter(([key, value]) => value !== (valid as Record<string, unknown>)[key])
    .map(([key, value]) => {
      const text = JSON.stringify(value) ?? 'undefined';
      return `${key}=${text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text}`;
    })
    .join(' ');
}

async function expectRejected(body: Record<string, unknown>, detail: string) {
  const res = await create(alice, body);
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.detail).toBe(detail);
}

describe('POST /api/meetings', () => {
  it('when the body is valid, then it answers 201 with the message and the whole meeting', async () => {
    const res = await create(alice, {
      ...valid,
      location: '  3층 회의실 ',
      attendees: [' 김철수 ', '', '이영희', '김철수', '   '],
      agenda: '예산 검토',
      content: '내용',
      decisions: '승인',
      action_items: '보고서 작성',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MEETING_MESSAGES.created);
    const m = res.body.meeting;
    expect(m).toMatchObject({
      title: '주간 회의', date: '2025-01-19', time: '14:30', location: '3층 회의실',
      attendees: ['김철수', '이영희'], agenda: '예산 검토', content: '내용', decisions: '승인', action_items: '보고서 작성',
    });
    expect(m.id).toMatch(/^[a-f0-9]{24}$/);
    expect(m.created_at).toMatch(/Z$/);
    expect(m.updated_at).toMatch(/Z$/);
    expect(m).not.toHaveProperty('ownerId');
    expect(m).not.toHaveProperty('_id');
  });

  it('when optional fields are null or missing, then they come back empty', async () => {
    const res = await create(alice, { ...valid, location: null, attendees: null, agenda: null, content: null, decisions: null, action_items: null });
    expect(res.status).toBe(201);
    expect(res.body.meeting).toMatchObject({ location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '' });
  });

  it('when the time has one hour digit or the date is an ISO timestamp, then both are normalised', async () => {
    const res = await create(alice, { ...valid, time: '9:05', date: '2025-01-18T15:30:00.000Z' });
    expect(res.status).toBe(201);
    expect(res.body.meeting.time).toBe('09:05');
    expect(res.body.meeting.date).toBe('2025-01-19');
  });

  const rejected: [Record<string, unknown>, string][] = [
    [{ ...valid, title: undefined }, MEETING_MESSAGES.titleRequired],
    [{ ...valid, title: '   ' }, MEETING_MESSAGES.titleRequired],
    [{ ...valid, title: null }, MEETING_MESSAGES.titleRequired],
    [{ ...valid, title: '가'.repeat(101) }, MEETING_MESSAGES.titleTooLong],
    [{ ...valid, date: undefined }, MEETING_MESSAGES.dateRequired],
    [{ ...valid, date: '' }, MEETING_MESSAGES.dateRequired],
    [{ ...valid, date: '2025-02-30' }, MEETING_MESSAGES.invalidDate],
    [{ ...valid, date: '2025-13-01' }, MEETING_MESSAGES.invalidDate],
    [{ ...valid, date: '내일' }, MEETING_MESSAGES.invalidDate],
    [{ ...valid, time: undefined }, MEETING_MESSAGES.timeRequired],
    [{ ...valid, time: ' ' }, MEETING_MESSAGES.timeRequired],
    [{ ...valid, time: '24:00' }, MEETING_MESSAGES.invalidTime],
    [{ ...valid, time: '12:60' }, MEETING_MESSAGES.invalidTime],
    [{ ...valid, time: '오후 2시' }, MEETING_MESSAGES.invalidTime],
    [{ ...valid, agenda: 'a'.repeat(1001) }, MEETING_MESSAGES.agendaTooLong],
    [{ ...valid, content: 'a'.repeat(2001) }, MEETING_MESSAGES.contentTooLong],
    [{ ...valid, decisions: 'a'.repeat(1001) }, MEETING_MESSAGES.decisionsTooLong],
    [{ ...valid, action_items: 'a'.repeat(1001) }, MEETING_MESSAGES.actionItemsTooLong],
    [{ ...valid, location: 'a'.repeat(201) }, MEETING_MESSAGES.locationTooLong],
    [{ ...valid, attendees: ['가'.repeat(51)] }, MEETING_MESSAGES.attendeeTooLong],
    [{ ...valid, attendees: Array.from({ length: 101 }, (_, i) => `참석자${i}`) }, MEETING_MESSAGES.tooManyAttendees],
  ];
  it.each(rejected.map(([body, detail]) => [describeBody(body), body, detail] as const))(
    'when %s, then 400 with its Korean message',
    async (_label, body, detail) => {
      await expectRejected(body, detail);
    },
  );

  it('when every field is exactly at its limit, then it is accepted', async () => {
    const res = await create(alice, {
      ...valid,
      title: '가'.repeat(100),
      agenda: 'a'.repeat(1000),
      content: '😀'.repeat(2000),
      decisions: 'a'.repeat(1000),
      action_items: 'a'.repeat(1000),
      location: 'a'.repeat(200),
      attendees: ['가'.repeat(50)],
    });
    expect(res.status).toBe(201);
    expect([...res.body.meeting.content]).toHaveLength(2000);
  });

  it.each(['00:00', '23:59', '23:55'])('when the time is %s, then it is accepted', async (time) => {
    expect((await create(alice, { ...valid, time })).status).toBe(201);
  });

  it('when the body carries unknown keys, an owner or an operator, then 400 and nothing is stored', async () => {
    const before = (await api.http().get('/api/meetings').set(bob.auth)).body.length;
    for (const extra of [{ ownerId: alice.id }, { id: 'x' }, { created_at: '2020-01-01' }, { title: { $ne: null } }]) {
      const res = await create(bob, { ...valid, ...extra });
      expect(res.status).toBe(400);
    }
    expect((await api.http().get('/api/meetings').set(bob.auth)).body).toHaveLength(before);
  });

  it('when any field holds a value of the wrong kind, then 400 and never a 5xx', async () => {
    const junk: unknown[] = [0, 1.5, true, [], {}, { $gt: '' }, ['a', 1], [null], 'x'.repeat(5000), '\u0000', { $where: '1' }];
    const unexpected: unknown[] = [];
    for (const field of ['title', 'date', 'time', 'location', 'attendees', 'agenda', 'content', 'decisions', 'action_items']) {
      for (const value of junk) {
        const res = await create(alice, { ...valid, [field]: value });
        // A NUL character is still text, so 201 is a fair answer for it; anything else must be a 400.
        if (res.status !== 400 && res.status !== 201) unexpected.push({ field, value, status: res.status });
      }
    }
    expect(unexpected).toEqual([]);
    for (const body of [null, [], 'text', 42]) {
      const res = await api.http().post('/api/meetings').set(alice.auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(res.status).toBe(400);
    }
  });

  it('when no token is sent, then 401', async () => {
    expect((await api.http().post('/api/meetings').send(valid)).status).toBe(401);
    expect((await api.http().get('/api/meetings')).status).toBe(401);
  });
});

describe('GET, PUT, DELETE /api/meetings/:id', () => {
  it('when the owner reads, updates and deletes, then each step is reflected', async () => {
    const id = (await create(alice)).body.meeting.id as string;
    const got = await api.http().get(`/api/meetings/${id}`).set(alice.auth);
    expect(got.status).toBe(200);
    expect(got.body.title).toBe('주간 회의');

    const put = await api.http().put(`/api/meetings/${id}`).set(alice.auth).send({ ...valid, title: '수정된 회의', attendees: ['박민수'] });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, title: '수정된 회의', attendees: ['박민수'], agenda: '' });
    expect(Date.parse(put.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(got.body.updated_at));

    expect((await api.http().delete(`/api/meetings/${id}`).set(alice.auth)).status).toBe(204);
    expect((await api.http().get(`/api/meetings/${id}`).set(alice.auth)).status).toBe(404);
  });

  it('when PUT breaks a rule, then 400 with the Korean message and the meeting is unchanged', async () => {
    const id = (await create(alice)).body.meeting.id as string;
    const res = await api.http().put(`/api/meetings/${id}`).set(alice.auth).send({ ...valid, title: '' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MEETING_MESSAGES.titleRequired);
    expect((await api.http().get(`/api/meetings/${id}`).set(alice.auth)).body.title).toBe('주간 회의');
  });

  it("when another user touches someone's meeting, then 404 and nothing changes", async () => {
    const id = (await create(alice)).body.meeting.id as string;
    expect((await api.http().get(`/api/meetings/${id}`).set(bob.auth)).status).toBe(404);
    expect((await api.http().put(`/api/meetings/${id}`).set(bob.auth).send({ ...valid, title: '탈취' })).status).toBe(404);
    expect((await api.http().delete(`/api/meetings/${id}`).set(bob.auth)).status).toBe(404);
    const still = await api.http().get(`/api/meetings/${id}`).set(alice.auth);
    expect(still.body.title).toBe('주간 회의');
    const bobsList = (await api.http().get('/api/meetings').set(bob.auth)).body as { id: string }[];
    expect(bobsList.map((m) => m.id)).not.toContain(id);
  });

  it.each(['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '000000000000000000000000'])('when the id is %s, then 404', async (id) => {
    const res = await api.http().get(`/api/meetings/${id}`).set(alice.auth);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(MEETING_MESSAGES.notFound);
    expect((await api.http().delete(`/api/meetings/${id}`).set(alice.auth)).status).toBe(404);
  });
});

describe('GET /api/meetings', () => {
  it('when a user lists, then only their meetings come back, latest meeting first', async () => {
    const carol = await api.user('carol');
    await create(carol, { ...valid, title: '이른 회의', date: '2025-01-10', time: '09:00' });
    await create(carol, { ...valid, title: '늦은 회의', date: '2025-01-10', time: '17:00' });
    await create(carol, { ...valid, title: '다음 주 회의', date: '2025-01-17', time: '10:00' });
    const res = await api.http().get('/api/meetings').set(carol.auth);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { title: string }) => m.title)).toEqual(['다음 주 회의', '늦은 회의', '이른 회의']);
  });
});
