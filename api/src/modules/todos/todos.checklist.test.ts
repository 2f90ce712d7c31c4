import { TODO_LIMITS, TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('checklist');
  bob = await api.user('checklistbob');
});
afterAll(() => api.close());

const create = (body: object, user = alice) => api.http().post('/api/todos').set(user.auth).send(body);
const put = (id: string, body: object, user = alice) => api.http().put(`/api/todos/${id}`).set(user.auth).send(body);
const get = (id: string) => api.http().get(`/api/todos/${id}`).set(alice.auth);
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `항목 ${i + 1}` }));

describe('checklist on create', () => {
  it('when items come without ids, then each gets its own id, trimmed text and done false, in the order sent', async () => {
    const res = await create({ title: '이사 준비', checklist: [{ text: ' 박스 사기 ' }, { text: '짐 싸기', done: true }] });
    expect(res.status).toBe(201);
    const [a, b] = res.body.todo.checklist;
    expect([a.text, a.done, b.text, b.done]).toEqual(['박스 사기', false, '짐 싸기', true]);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('when the spec’s body (no checklist) is sent, then the to-do has an empty checklist', async () => {
    expect((await create({ title: '스펙', description: '', priority: 'low', status: 'pending', category: null, due_date: null, tags: [] })).body.todo.checklist).toEqual([]);
  });

  it(`when ${TODO_LIMITS.checklist} items of ${TODO_LIMITS.checklistText} characters come, then they are kept`, async () => {
    const full = Array.from({ length: TODO_LIMITS.checklist }, (_, i) => ({ text: `${i}`.padEnd(TODO_LIMITS.checklistText, '가') }));
    const res = await create({ title: '가득', checklist: full });
    expect(res.status).toBe(201);
    expect(res.body.todo.checklist).toHaveLength(TODO_LIMITS.checklist);
  });

  it.each([
    ['51 items', { checklist: items(51) }, TODO_MESSAGES.checklistTooMany],
    ['a blank item', { checklist: [{ text: '   ' }] }, TODO_MESSAGES.checklistTextRequired],
    ['an item of 201 characters', { checklist: [{ text: '가'.repeat(201) }] }, TODO_MESSAGES.checklistTextTooLong],
    ['an item without text', { checklist: [{ done: true }] }, TODO_MESSAGES.checklistTextRequired],
    ['a bad id', { checklist: [{ id: '../x', text: '항목' }] }, TODO_MESSAGES.checklistIdInvalid],
    ['two items with one id', { checklist: [{ id: 'a', text: '하나' }, { id: 'a', text: '둘' }] }, TODO_MESSAGES.checklistIdDuplicate],
    ['a string', { checklist: '항목' }, TODO_MESSAGES.checklistInvalid],
    ['an operator object', { checklist: [{ text: { $ne: '' } }] }, TODO_MESSAGES.checklistTextRequired],
  ])('when %s is sent, then 400 with the Korean detail and nothing is stored', async (_name, body, message) => {
    const before = (await api.http().get('/api/todos').set(alice.auth)).body.length;
    const res = await create({ title: '잘못된 체크리스트', ...body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect((await api.http().get('/api/todos').set(alice.auth)).body.length).toBe(before);
  });

  it('when an item has an unknown field, then 400 (items are strict)', async () => {
    expect((await create({ title: 'x', checklist: [{ text: '항목', ownerId: 'someone' }] })).status).toBe(400);
  });
});

describe('checklist on update', () => {
  it('when the list is sent reordered and ticked, then ids stay and the new order and ticks are stored', async () => {
    const { id, checklist } = (await create({ title: '순서', checklist: items(3) })).body.todo;
    const next = [{ ...checklist[2], done: true }, checklist[0], checklist[1]];
    const res = await put(id, { checklist: next });
    expect(res.status).toBe(200);
    expect(res.body.checklist).toEqual(next);
    expect((await get(id)).body.checklist).toEqual(next);
  });

  it('when another field is updated (the spec’s status-only PUT), then the checklist is untouched; null clears it', async () => {
    const { id, checklist } = (await create({ title: '유지', checklist: items(2) })).body.todo;
    expect((await put(id, { status: 'completed' })).body.checklist).toEqual(checklist);
    expect((await put(id, { checklist: null })).body.checklist).toEqual([]);
  });

  it('when a bad list is sent, then 400 and the stored list is unchanged', async () => {
    const { id, checklist } = (await create({ title: '그대로', checklist: items(2) })).body.todo;
    expect((await put(id, { checklist: items(51) })).status).toBe(400);
    expect((await get(id)).body.checklist).toEqual(checklist);
  });

  it('when another user sends a checklist for my to-do, then 404 and mine is unchanged', async () => {
    const { id, checklist } = (await create({ title: '내 것', checklist: items(1) })).body.todo;
    expect((await put(id, { checklist: [{ text: '남이 쓴 항목' }] }, bob)).status).toBe(404);
    expect((await get(id)).body.checklist).toEqual(checklist);
  });
});
