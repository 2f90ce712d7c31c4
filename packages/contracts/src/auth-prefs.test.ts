import { AUTH_MESSAGES, newPasswordSchema, registerSchema, usernameKey } from './auth';
import { completeHomeLayout, DEFAULT_HOME_LAYOUT, isAppRoute } from './user-prefs';

describe('auth contracts', () => {
  it('passwords: 6+ characters and at most 72 UTF-8 bytes, never trimmed', () => {
    expect(newPasswordSchema.safeParse('  abc ').success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(72)).success).toBe(true);
    expect(newPasswordSchema.safeParse('😀'.repeat(18)).success).toBe(true);
    expect(newPasswordSchema.safeParse('😀'.repeat(19)).error?.issues[0].message).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('usernames compare in NFC and any letter case', () => {
    expect(usernameKey('하루'.normalize('NFD'))).toBe(usernameKey('하루'));
    expect(usernameKey(' Haru ')).toBe('haru');
    expect(registerSchema.safeParse({ username: '하루'.normalize('NFD') + 'abc', email: 'a@b.co', password: 'secret1' }).data?.username).toBe('하루abc');
  });
});

describe('preference contracts', () => {
  it('quick-action paths are the app\'s own routes only', () => {
    for (const ok of ['/todo', '/todo/add', '/wbs/detail/abc123', '/meeting/65a1b2c3d4e5f6a7b8c9d0e1', '/qr-generator']) expect(isAppRoute(ok)).toBe(true);
    for (const bad of ['https://x.example', '//x.example', '/admin', '/todo/../../etc', 'javascript:alert(1)', '']) expect(isAppRoute(bad)).toBe(false);
  });

  it('completeHomeLayout sorts, renumbers, fills settings and appends missing sections disabled', () => {
    const [welcome, stats] = DEFAULT_HOME_LAYOUT.sections;
    const result = completeHomeLayout({ sections: [{ ...stats, order: 9, settings: { layout: 'list' } }, { ...welcome, order: 3 }] });
    expect(result.sections.map((s) => [s.type, s.order, s.enabled])).toEqual([
      ['welcome', 1, true], ['stats', 2, true], ['progress', 3, false], ['quickActions', 4, false], ['activity', 5, false],
    ]);
    expect(result.sections[1].settings).toMatchObject({ layout: 'list', showTodos: true });
  });
});
