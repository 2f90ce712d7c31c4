import { startTestApi, type TestApi } from '../../test/harness';
import { MAX_FAILURES_PER_USER_IP } from '../modules/auth/attempts';

/**
 * TRUST_PROXY names the balancer. A peer not named there (here the test client on 127.0.0.1, with the setting
 * naming only 10.0.0.0/8) cannot choose its own address with X-Forwarded-For: every guess counts against the
 * address it really comes from, so changing the header does not escape the login throttle.
 */
let api: TestApi;
beforeAll(async () => { api = await startTestApi({ TRUST_PROXY: '10.0.0.0/8' }); }, 60_000);
afterAll(() => api.close());

it('when the peer is not a trusted proxy, then X-Forwarded-For is ignored and the throttle counts its real address', async () => {
  const u = await api.user('proxy');
  const guess = (ip: string) => api.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ username: u.username, password: 'Wrong-Guess-1' });
  for (let i = 0; i < MAX_FAILURES_PER_USER_IP; i += 1) expect((await guess(`198.51.100.${i + 1}`)).status).toBe(401);
  expect((await guess('203.0.113.77')).status).toBe(429);
}, 60_000);
