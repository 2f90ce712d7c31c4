import { applyOverrideParams, readOverrides, writeOverrides } from './overrides';

const BASE = 'https://haru.example';

describe('staging overrides', () => {
  it('when an allowed origin is given, then the remote is overridden and the parameter removed from the URL', () => {
    const result = applyOverrideParams('?mf:mf-todo=https://staging.example/mf-todo/mf-manifest.json&x=1', {}, ['https://staging.example'], BASE);
    expect(result.overrides).toEqual({ mf_todo: 'https://staging.example/mf-todo/mf-manifest.json' });
    expect(result.rejected).toEqual([]);
    expect(result.cleanedSearch).toBe('?x=1');
  });

  it('when the origin is not configured, then the override is rejected', () => {
    const result = applyOverrideParams('?mf:mf-todo=https://evil.example/mf-manifest.json', {}, ['https://staging.example'], BASE);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toEqual(['mf_todo']);
  });

  it('when the URL is same-origin, then it is allowed without configuration', () => {
    const result = applyOverrideParams('?mf:mf-wbs=/staged/mf-wbs/mf-manifest.json', {}, [], BASE);
    expect(result.overrides).toEqual({ mf_wbs: '/staged/mf-wbs/mf-manifest.json' });
  });

  it('when a javascript: URL is given, then it is rejected', () => {
    const result = applyOverrideParams('?mf:mf-todo=javascript:alert(1)', {}, [BASE], BASE);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toEqual(['mf_todo']);
  });

  it('when reset is given, then the stored override is cleared', () => {
    const result = applyOverrideParams('?mf:mf-todo=reset', { mf_todo: '/x', mf_wbs: '/y' }, [], BASE);
    expect(result.overrides).toEqual({ mf_wbs: '/y' });
    expect(result.cleanedSearch).toBe('');
  });

  it('keeps overrides per tab in sessionStorage and removes the key when empty', () => {
    writeOverrides({ mf_todo: '/x' });
    expect(readOverrides()).toEqual({ mf_todo: '/x' });
    writeOverrides({});
    expect(sessionStorage.getItem('haru.mf-overrides')).toBeNull();
    sessionStorage.setItem('haru.mf-overrides', '{broken');
    expect(readOverrides()).toEqual({});
  });
});
