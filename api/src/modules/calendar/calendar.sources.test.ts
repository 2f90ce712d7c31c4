import { seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';

// The figures read the meeting collection directly: this suite writes through the meetings API itself, so a
// renamed collection or field there fails here.
let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('stats and calendar over data written by the meetings API', () => {
  it('when a user records a meeting, then the summary counts it and the calendar shows it on its Korean date', async () => {
    const u = await api.user('sources');
    const other = await api.user('sourcesother');
    const today = seoulDate(new Date());
    const body = { title: '주간 회의', date: today, time: '10:00', location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '' };
    const meeting = await api.http().post('/api/meetings').set(u.auth).send(body);
    expect(meeting.status).toBe(201);
    expect((await api.http().post('/api/meetings').set(other.auth).send(body)).status).toBe(201);

    const summary = await api.http().get('/api/stats/summary').set(u.auth);
    expect(summary.body.meetings).toEqual({ total: 1, this_week: 1, last_week: 0, this_month: 1 });

    const calendar = await api.http().get(`/api/calendar?from=${today}&to=${today}`).set(u.auth);
    expect(calendar.body.events).toEqual([expect.objectContaining({ type: 'meeting', title: '주간 회의', date: today, time: '10:00' })]);
  });
});
