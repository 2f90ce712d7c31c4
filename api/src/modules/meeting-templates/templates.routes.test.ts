import { BUILT_IN_MEETING_TEMPLATES, MEETING_MESSAGES, MEETING_TEMPLATE_MESSAGES, quotaMessage } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  api = await startTestApi({ QUOTA_MEETING_TEMPLATES: '3' });
  alice = await api.user('tpla');
  bob = await api.user('tplb');
});
afterAll(() => api.close());

const list = (u: TestUser) => api.http().get('/api/meeting-templates').set(u.auth);
const save = (u: TestUser, body: object) => api.http().post('/api/meeting-templates').set(u.auth).send(body);

describe('/api/meeting-templates', () => {
  it('when nothing is saved, then the four built-in templates come back with agenda headings', async () => {
    const res = await list(alice).expect(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['주간 회의', '1:1', '회고', '킥오프']);
    expect(res.body.every((t: { agenda: string; built_in: boolean }) => t.built_in && t.agenda.includes('\n'))).toBe(true);
  });

  it('when a user saves a meeting as a template, then only that user sees it, after the built-in ones; deleting removes it', async () => {
    const saved = await save(alice, { name: '  우리 팀 회의 ', agenda: '1. 지표\n2. 장애' }).expect(201);
    expect(saved.body).toMatchObject({ name: '우리 팀 회의', agenda: '1. 지표\n2. 장애', built_in: false });
    expect((await list(alice)).body.slice(BUILT_IN_MEETING_TEMPLATES.length).map((t: { id: string }) => t.id)).toEqual([saved.body.id]);
    expect((await list(bob)).body).toHaveLength(BUILT_IN_MEETING_TEMPLATES.length);
    expect((await api.http().delete(`/api/meeting-templates/${saved.body.id}`).set(bob.auth)).status).toBe(404);
    await api.http().delete(`/api/meeting-templates/${saved.body.id}`).set(alice.auth).expect(204);
    expect((await list(alice)).body).toHaveLength(BUILT_IN_MEETING_TEMPLATES.length);
  });

  it.each([
    [{ name: ' ' }, MEETING_TEMPLATE_MESSAGES.nameRequired],
    [{ name: '가'.repeat(51) }, MEETING_TEMPLATE_MESSAGES.nameTooLong],
    [{ name: '안건 초과', agenda: 'a'.repeat(1001) }, MEETING_MESSAGES.agendaTooLong],
  ])('when the body breaks a rule (%#), then 400 with its Korean message and nothing is saved', async (body, detail) => {
    const res = await save(bob, body).expect(400);
    expect(res.body.detail).toBe(detail);
    expect((await list(bob)).body).toHaveLength(BUILT_IN_MEETING_TEMPLATES.length);
  });

  it('when the limit is reached, then 409 quota_exceeded; a built-in id cannot be deleted', async () => {
    const carol = await api.user('tplc');
    for (let i = 0; i < 3; i += 1) await save(carol, { name: `템플릿 ${i}` }).expect(201);
    const over = await save(carol, { name: '넷째' }).expect(409);
    expect(over.body).toMatchObject({ code: 'quota_exceeded', detail: quotaMessage('meetingTemplates', 3) });
    expect((await api.http().delete('/api/meeting-templates/weekly').set(carol.auth)).status).toBe(404);
  });
});
