import { ApiError, CLIENT_MESSAGES, messageFromBody } from '@haru/api-client';
import { failureMessage } from './errors';

const fallback = '회의록 수정 중 오류가 발생했습니다.';

describe('failureMessage', () => {
  it('shows the server detail, or a list of messages joined by commas', () => {
    expect(failureMessage(new ApiError('제목은 100자를 초과할 수 없습니다', 400), fallback)).toBe('제목은 100자를 초과할 수 없습니다');
    expect(failureMessage(new ApiError(messageFromBody({ detail: [{ msg: '가' }, { msg: '나' }] }), 422), fallback)).toBe('가, 나');
  });

  it('falls back when the server sent nothing usable or the network failed', () => {
    expect(failureMessage(new ApiError(CLIENT_MESSAGES.requestFailed, 500), fallback)).toBe(fallback);
    expect(failureMessage(new ApiError(CLIENT_MESSAGES.unknown, 0, 'network'), fallback)).toBe(fallback);
    expect(failureMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
