import { CALENDAR_SETTINGS_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('calset');
});
afterAll(async () => { await api.close(); });

const get = (who = u) => api.http().get('/api/user/calendar-settings').set(who.auth);
const put = (body: unknown, who = u) => api.http().put('/api/user/calendar-settings').set(who.auth).send(body as object);

describe('calendar settings', () => {
  it('when nothing is saved, then lunar labels are off; without a session, 401', async () => {
    expect((await get()).body).toEqual({ lunar_labels: false });
    expect((await api.http().get('/api/user/calendar-settings')).status).toBe(401);
  });

  it('when lunar labels are turned on, then they stay on for that user only', async () => {
    const res = await put({ lunar_labels: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lunar_labels: true });
    expect((await get()).body).toEqual({ lunar_labels: true });
    const other = await api.user('calset-other');
    expect((await get(other)).body).toEqual({ lunar_labels: false });
  });

  it('when the body is not a boolean setting, then 400 with the Korean detail and nothing changes', async () => {
    const who = await api.user('calset-bad');
    await put({ lunar_labels: true }, who);
    for (const body of [{ lunar_labels: 'yes' }, {}, { lunar_labels: true, ownerId: 'x' }, { lunar_labels: null }]) {
      const res = await put(body, who);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect((await put({ lunar_labels: 1 }, who)).body.detail).toBe(CALENDAR_SETTINGS_MESSAGES.lunarLabels);
    expect((await get(who)).body).toEqual({ lunar_labels: true });
  });
});
