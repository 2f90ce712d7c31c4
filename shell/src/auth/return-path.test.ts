import { returnPath } from './require-auth';

describe('returnPath (where login goes next)', () => {
  it('returns to the page the guard turned away', () => {
    expect(returnPath({ from: '/todo/abc?tab=1#x' })).toBe('/todo/abc?tab=1#x');
  });

  it('defaults to /home, and never leaves the app or loops back to an auth page', () => {
    expect(returnPath(null)).toBe('/home');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/home');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/home');
    expect(returnPath({ from: '/login' })).toBe('/home');
    expect(returnPath({ from: '/register?x=1' })).toBe('/home');
    expect(returnPath({ from: 42 })).toBe('/home');
  });
});
