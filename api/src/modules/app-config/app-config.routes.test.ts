import { startTestApi, type TestApi } from '../../../test/harness';

describe('GET /api/config', () => {
  let api: TestApi;
  afterEach(async () => { await api.close(); });

  it('is null without MACOS_APP_URL', async () => {
    api = await startTestApi();
    expect((await api.http().get('/api/config')).body).toEqual({ macos_app_url: null });
  });

  it('names the configured download', async () => {
    api = await startTestApi({ MACOS_APP_URL: 'https://downloads.example.com/haru.dmg' });
    const res = await api.http().get('/api/config');
    expect(res.body).toEqual({ macos_app_url: 'https://downloads.example.com/haru.dmg' });
  });
});
