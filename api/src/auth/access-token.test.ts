import { signAccessToken, verifyAccessToken } from './access-token';

// verifyAccessToken keeps the tokens it verified until their `exp` (once per token, not per request): what it
// keeps must never let through anything jsonwebtoken would refuse.
const SECRET = 'access-token-test-secret-0123456789-abcdefghij';
const OTHER = 'another-secret-of-another-deployment-0123456789';
const claims = { userId: '65f0a1b2c3d4e5f6a7b8c9d0', sessionId: '65f0a1b2c3d4e5f6a7b8c9d1' };
const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);

afterEach(() => jest.useRealTimers());

describe('verifyAccessToken', () => {
  it('given a token verified before, then it is refused from its exp on, as jsonwebtoken refuses it', () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const token = signAccessToken(SECRET, claims, 60);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    jest.setSystemTime(T0 + 59_999);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    jest.setSystemTime(T0 + 60_000);
    expect(verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('given a token verified under one secret, then the same text is refused under another', () => {
    const token = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(verifyAccessToken(OTHER, token)).toBeNull();
  });

  it("given a verified token, then any other text (its signature's first character changed, a prefix) is refused", () => {
    const token = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    const at = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(verifyAccessToken(SECRET, changed)).toBeNull();
    expect(verifyAccessToken(SECRET, token.slice(0, -1))).toBeNull();
    expect(verifyAccessToken(SECRET, `${token}.`)).toBeNull();
  });
});
