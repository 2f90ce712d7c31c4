import { ACTION_ITEM_MESSAGES, MEETING_MESSAGES, type ActionItem } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('rows');
});
afterAll(() => api.close());

const base = { title: '주간 회의', date: '2026-11-24', time: '10:00', attendees: ['김철수', '이영희'] };
const rows = [
  { text: '보고서 작성', owner: '김철수', due_date: '2099-12-01' },
  { text: '예산 검토', owner: '외부 업체', done: true },
  { text: '회의실 예약' },
];
const h = () => api.http();
const create = async (body: object) => (await h().post('/api/meetings').set(u.auth).send({ ...base, ...body }).expect(201)).body.meeting;
const get = async (id: string) => (await h().get(`/api/meetings/${id}`).set(u.auth).expect(200)).body;
const put = (id: string, body: object) => h().put(`/api/meetings/${id}`).set(u.auth).send({ ...base, ...body });
const shape = (r: ActionItem) => [r.text, r.owner, r.due_date, r.done];

describe('action items as rows', () => {
  it('when rows are sent, then they come back with ids and the spec string is derived from them', async () => {
    const m = await create({ action_item_rows: [...rows, { text: '   ' }] });
    expect(m.action_item_rows.map(shape)).toEqual([
      ['보고서 작성', '김철수', '2099-12-01', false], ['예산 검토', '외부 업체', null, true], ['회의실 예약', '', null, false],
    ]);
    expect(m.action_item_rows.every((r: ActionItem) => /^[a-z0-9]+$/.test(r.id) && r.todo_id === null)).toBe(true);
    expect(m.action_items).toBe('- [ ] 보고서 작성 (김철수, 2099-12-01)\n- [x] 예산 검토 (외부 업체)\n- [ ] 회의실 예약');
  });

  it('when rows are reordered and edited, then known ids stay and the string follows', async () => {
    const m = await create({ action_item_rows: rows });
    const [a, b, c] = (m.action_item_rows as ActionItem[]).map(({ todo_id: _link, ...row }) => row);
    const res = await put(m.id, { action_item_rows: [{ ...c, done: true }, a, { id: b.id, text: '예산 재검토' }] }).expect(200);
    expect(res.body.action_item_rows.map((r: ActionItem) => r.id)).toEqual([c.id, a.id, b.id]);
    expect(res.body.action_items).toBe('- [x] 회의실 예약\n- [ ] 보고서 작성 (김철수, 2099-12-01)\n- [ ] 예산 재검토');
  });

  it('when a spec client saves the string it read, then the rows (ids, done, links) are unchanged', async () => {
    const m = await create({ action_item_rows: rows });
    const res = await put(m.id, { action_items: m.action_items }).expect(200);
    expect(res.body.action_item_rows).toEqual(m.action_item_rows);
    expect(res.body.action_items).toBe(m.action_items);
  });

  it('when a spec client edits one line of the derived string, then the other rows keep their ids', async () => {
    const m = await create({ action_item_rows: rows });
    const edited = m.action_items.replace('- [ ] 회의실 예약', '- [x] 회의실 예약 (이영희)');
    const res = await put(m.id, { action_items: edited }).expect(200);
    expect(res.body.action_items).toBe(edited);
    const after = res.body.action_item_rows as ActionItem[];
    expect(after.slice(0, 2).map((r) => r.id)).toEqual(m.action_item_rows.slice(0, 2).map((r: ActionItem) => r.id));
    expect(shape(after[2])).toEqual(['회의실 예약', '이영희', null, true]);
  });

  it('when a spec client writes free text, then it is kept as written and split into rows without losing a character', async () => {
    const text = '  보고서 작성 (초안)\r\n\n- 예산 검토\t\n' + '가'.repeat(450);
    const m = await create({ action_items: text });
    expect(m.action_items).toBe(text.trim());
    const texts = (m.action_item_rows as ActionItem[]).map((r) => r.text);
    expect(texts).toEqual(['보고서 작성 (초안)', '- 예산 검토', '가'.repeat(200), '가'.repeat(200), '가'.repeat(50)]);
    const visible = (s: string) => s.replace(/\s/g, '');
    expect(visible(texts.join(''))).toBe(visible(text));
    expect((await get(m.id)).action_item_rows).toEqual(m.action_item_rows);
  });

  it.each([
    [{ action_item_rows: [{ text: '가'.repeat(201) }] }, ACTION_ITEM_MESSAGES.textTooLong],
    [{ action_item_rows: [{ text: '일', owner: '가'.repeat(51) }] }, ACTION_ITEM_MESSAGES.ownerTooLong],
    [{ action_item_rows: [{ text: '일', due_date: '2026-02-30' }] }, ACTION_ITEM_MESSAGES.dueInvalid],
    [{ action_item_rows: Array.from({ length: 51 }, (_, i) => ({ text: `${i}` })) }, ACTION_ITEM_MESSAGES.tooMany],
    [{ action_item_rows: Array.from({ length: 5 }, () => ({ text: '가'.repeat(200) })) }, MEETING_MESSAGES.actionItemsTooLong],
    [{ action_item_rows: [{ text: '일', todo_id: '0123456789abcdef01234567' }] }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('when a row breaks a rule (%#), then 400 with its Korean message and nothing changes', async (body, detail) => {
    const m = await create({ action_item_rows: rows });
    const res = await put(m.id, body).expect(400);
    expect(res.body.detail).toBe(detail);
    expect(await get(m.id)).toEqual(m);
  });
});
