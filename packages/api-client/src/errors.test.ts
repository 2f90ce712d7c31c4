import { jsonResponse } from './test-response';
import { ApiError, errorFromResponse, failureText, messageFromBody } from './errors';
import { CLIENT_MESSAGES } from './messages';
import { request } from './http';
import { setBaseUrl } from './refresh';

describe('error mapping (SPEC.md sections 7 and 8)', () => {
  it('detail string, detail list joined by commas, message, fallback', () => {
    expect(messageFromBody({ detail: '제목을 입력해주세요' })).toBe('제목을 입력해주세요');
    expect(messageFromBody({ detail: [{ msg: '첫째' }, { msg: '둘째' }] })).toBe('첫째, 둘째');
    expect(messageFromBody({ detail: ['가', '나'] })).toBe('가, 나');
    expect(messageFromBody({ message: '메시지' })).toBe('메시지');
    expect(messageFromBody({})).toBe(CLIENT_MESSAGES.requestFailed);
    expect(messageFromBody(null)).toBe(CLIENT_MESSAGES.requestFailed);
    expect(messageFromBody('<html>')).toBe(CLIENT_MESSAGES.requestFailed);
  });

  it('keeps status, code and field errors of a problem body', () => {
    const e = errorFromResponse(400, { status: 400, code: 'validation_failed', detail: '값', errors: [{ field: 'title', message: '값' }] });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'validation_failed', message: '값', fieldErrors: [{ field: 'title', message: '값' }] });
  });
});

describe('request() failures', () => {
  const realFetch = global.fetch;
  afterEach(() => { global.fetch = realFetch; });
  beforeAll(() => setBaseUrl('http://api.test'));

  it('a network failure raises 알 수 없는 오류가 발생했습니다.', async () => {
    global.fetch = (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch;
    await expect(request('/api/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ message: CLIENT_MESSAGES.unknown, status: 0 });
  });

  it('a non-JSON error body falls back to the generic message', async () => {
    global.fetch = (async () => jsonResponse(502, '<html>bad gateway</html>')) as typeof fetch;
    await expect(request('/api/x', { auth: false })).rejects.toMatchObject({ message: CLIENT_MESSAGES.requestFailed, status: 502 });
  });

  it('without a session: 인증 토큰이 없습니다.', async () => {
    localStorage.clear();
    await expect(request('/api/todos')).rejects.toMatchObject({ message: CLIENT_MESSAGES.missingToken, status: 401 });
  });
});

describe('failureText: what a screen shows for a failed call (SPEC.md section 8)', () => {
  const fallback = '회의록 수정 중 오류가 발생했습니다.';

  it('shows the server detail of a refused request, or its list of messages joined by commas', () => {
    expect(failureText(new ApiError('제목은 100자를 초과할 수 없습니다', 400), fallback)).toBe('제목은 100자를 초과할 수 없습니다');
    expect(failureText(errorFromResponse(422, { detail: [{ msg: '가' }, { msg: '나' }] }), fallback)).toBe('가, 나');
  });

  it('falls back when the server sent nothing usable, failed itself, or the network failed', () => {
    expect(failureText(errorFromResponse(400, '<html>'), fallback)).toBe(fallback);
    expect(failureText(errorFromResponse(500, { detail: '서버 오류가 발생했습니다' }), fallback)).toBe(fallback);
    expect(failureText(new ApiError(CLIENT_MESSAGES.unknown, 0, 'network'), fallback)).toBe(fallback);
    expect(failureText(new Error('boom'), fallback)).toBe(fallback);
  });
});
