import { DEFAULT_HOME_LAYOUT, DEFAULT_QUICK_ACTIONS, PREFS_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('prefs');
});
afterAll(async () => { await api.close(); });

const get = (path: string, who = u) => api.http().get(`/api/user/${path}`).set(who.auth);
const put = (path: string, body: unknown, who = u) => api.http().put(`/api/user/${path}`).set(who.auth).send(body as object);

describe('quick actions', () => {
  it('GET answers the eight defaults of SPEC.md section 3, in order, four enabled', async () => {
    const res = await get('quick-actions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_QUICK_ACTIONS);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual(['new-todo', 'meeting-notes', 'json-formatter', 'wbs', 'json-compare', 'qr-generator', 'calendar', 'utilities']);
    expect(res.body.filter((a: { enabled: boolean }) => a.enabled)).toHaveLength(4);
  });

  it('PUT {actions} saves; GET returns them sorted by order; another user still sees defaults', async () => {
    const actions = DEFAULT_QUICK_ACTIONS.map((a, i) => ({ ...a, order: 8 - i, enabled: !a.enabled }));
    const res = await put('quick-actions', { actions });
    expect(res.status).toBe(200);
    const after = await get('quick-actions');
    expect(after.body[0].id).toBe('utilities');
    expect(after.body[0].enabled).toBe(true);
    const other = await api.user('prefs-other');
    expect((await get('quick-actions', other)).body).toEqual(DEFAULT_QUICK_ACTIONS);
  });

  it('when the customiser saves orders counted from 0 (its index after a drag), then GET returns the same list in that order', async () => {
    const who = await api.user('prefs-zero');
    const dragged = [DEFAULT_QUICK_ACTIONS[3], DEFAULT_QUICK_ACTIONS[0], ...DEFAULT_QUICK_ACTIONS.slice(4), DEFAULT_QUICK_ACTIONS[1], DEFAULT_QUICK_ACTIONS[2]];
    const actions = dragged.map((a, index) => ({ ...a, order: index }));
    expect((await put('quick-actions', { actions: [...actions].reverse() }, who)).status).toBe(200);
    expect((await get('quick-actions', who)).body).toEqual(actions);
  });

  const valid = DEFAULT_QUICK_ACTIONS[0];
  it.each([
    [{ actions: [{ ...valid, path: 'https://evil.example/' }] }, PREFS_MESSAGES.actionPathInvalid],
    [{ actions: [{ ...valid, path: '/admin' }] }, PREFS_MESSAGES.actionPathInvalid],
    [{ actions: [{ ...valid, color: 'pink' }] }, PREFS_MESSAGES.actionColorInvalid],
    [{ actions: [{ ...valid, id: 'Bad Id' }] }, PREFS_MESSAGES.actionIdInvalid],
    [{ actions: [{ ...valid, order: -1 }] }, PREFS_MESSAGES.actionOrderInvalid],
    [{ actions: [{ ...valid, order: 1.5 }] }, PREFS_MESSAGES.actionOrderInvalid],
    [{ actions: [valid, { ...valid, id: 'other', order: valid.order }] }, PREFS_MESSAGES.orderDuplicate],
    [{ actions: [valid, { ...valid, order: 2 }] }, PREFS_MESSAGES.actionIdDuplicate],
    [{ actions: [{ ...valid, icon: 'x' }] }, undefined],
    [{ actions: [{ ...valid, enabled: 'yes' }] }, undefined],
    [[valid], undefined],
    [{ actions: Array.from({ length: 21 }, (_, i) => ({ ...valid, id: `a${i}`, order: i + 1 })) }, PREFS_MESSAGES.tooManyActions],
  ])('PUT rejects %j with 400', async (body, detail) => {
    const res = await put('quick-actions', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/[가-힣]/);
    if (detail) expect(res.body.detail).toBe(detail);
  });
});

describe('home-screen layout', () => {
  it('GET answers the five default sections with their settings', async () => {
    const who = await api.user('layout');
    const res = await get('home-screen-layout', who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_HOME_LAYOUT);
    expect(res.body.sections.map((s: { type: string }) => s.type)).toEqual(['welcome', 'stats', 'progress', 'quickActions', 'activity']);
    expect(res.body.sections[3].settings.maxItems).toBe(8);
  });

  it('PUT {layout} saves order, enabled and settings; missing settings take defaults', async () => {
    const who = await api.user('layout2');
    const sections = DEFAULT_HOME_LAYOUT.sections.map((s) => ({ ...s, order: 6 - s.order }));
    sections[3] = { ...sections[3], enabled: false, settings: { maxItems: 4 } };
    const res = await put('home-screen-layout', { layout: { sections } }, who);
    expect(res.status).toBe(200);
    const after = (await get('home-screen-layout', who)).body;
    expect(after.sections.map((s: { type: string }) => s.type)).toEqual(['activity', 'quickActions', 'progress', 'stats', 'welcome']);
    expect(after.sections[1]).toMatchObject({ enabled: false, order: 2, settings: { maxItems: 4, layout: 'grid', showIcons: true } });
  });

  it('a layout without some sections gets them back, disabled, at the end', async () => {
    const who = await api.user('layout3');
    const res = await put('home-screen-layout', { layout: { sections: [DEFAULT_HOME_LAYOUT.sections[1]] } }, who);
    expect(res.status).toBe(200);
    expect(res.body.sections).toHaveLength(5);
    expect(res.body.sections[0]).toMatchObject({ type: 'stats', order: 1, enabled: true });
    expect(res.body.sections.slice(1).every((s: { enabled: boolean }) => !s.enabled)).toBe(true);
  });

  const s = DEFAULT_HOME_LAYOUT.sections;
  it.each([
    [{ layout: { sections: [{ ...s[3], settings: { maxItems: 5 } }] } }, PREFS_MESSAGES.maxItemsInvalid],
    [{ layout: { sections: [{ ...s[0], type: 'chart' }] } }, PREFS_MESSAGES.layoutInvalid],
    [{ layout: { sections: [s[0], { ...s[0], id: 'w2', order: 2 }] } }, PREFS_MESSAGES.sectionTypeDuplicate],
    [{ layout: { sections: [{ ...s[1], settings: { showTime: true } }] } }, undefined],
    [{ layout: { sections: [] } }, PREFS_MESSAGES.layoutInvalid],
    [{ layout: { sections: [{ ...s[0], order: 0 }] } }, PREFS_MESSAGES.orderInvalid],
    [{ sections: s }, undefined],
  ])('PUT rejects %j with 400', async (body, detail) => {
    const res = await put('home-screen-layout', body);
    expect(res.status).toBe(400);
    if (detail) expect(res.body.detail).toBe(detail);
  });

  it('needs a session', async () => {
    expect((await api.http().get('/api/user/home-screen-layout')).status).toBe(401);
    expect((await api.http().put('/api/user/quick-actions').send({ actions: [] })).status).toBe(401);
  });
});
