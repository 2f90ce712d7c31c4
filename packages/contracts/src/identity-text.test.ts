import { AUTH_MESSAGES, emailKey, emailSchema, registerSchema, usernameKey, usernameSchema } from './auth';
import { foldLookAlikes, hasInvisible } from './identity-text';

const issue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('identity text', () => {
  it('folds full-width letters, half-width, circled and lone conjoining jamo; keeps syllables and jamo as typed', () => {
    expect(foldLookAlikes('ＨａＲｕ')).toBe('HaRu');
    expect(foldLookAlikes('\uFFA1\uFFA4\uFFB7')).toBe('ㄱㄴㅇ');
    expect(foldLookAlikes('\u3260\u1100')).toBe('ㄱㄱ');
    expect(foldLookAlikes('ㄱㅏ하루')).toBe('ㄱㅏ하루');
    expect(foldLookAlikes('하루'.normalize('NFD'))).toBe('하루');
  });

  it('finds fillers, zero-width, bidi, NUL and lone surrogates, and nothing in ordinary text', () => {
    for (const bad of ['\u3164', '\uFFA0', '\u115F', '\u1160', '\u200B', '\u200D', '\u202E', '\uFEFF', '\u0000', '\u007F', '\uD800', '\u00AD']) {
      expect(hasInvisible(`a${bad}b`)).toBe(true);
    }
    for (const ok of ['하루_user.1', 'ㅋㅋㅋ', 'a.b-c@example.com', '루나@예시.한국']) expect(hasInvisible(ok)).toBe(false);
  });

  it('usernames: look-alikes share one key; invisible characters are refused with their own message', () => {
    expect(usernameKey('\uFFA1\uFFA4하루')).toBe(usernameKey('ㄱㄴ하루'));
    expect(usernameKey('ＣａｓｅＵｓｅｒ')).toBe('caseuser');
    expect(usernameSchema.safeParse('ㄱㄴ하루').data).toBe('ㄱㄴ하루');
    expect(usernameSchema.safeParse('ＨＡＲＵ').data).toBe('HARU');
    for (const filler of ['\u3164\u3164\u3164', '\uFFA0\uFFA0\uFFA0', 'ab\u115Fc', 'abc\u1160', 'ha\u200Bru']) {
      expect(issue(usernameSchema.safeParse(filler))).toBe(AUTH_MESSAGES.usernameInvisible);
    }
    // Conjoining jamo that have no compatibility form are not allowed on their own (they can look like others).
    expect(issue(usernameSchema.safeParse('abc\u11A7'))).toBe(AUTH_MESSAGES.usernameFormat);
  });

  it('e-mails: kept in NFC, keyed in NFKC; NUL and zero-width refused', () => {
    expect(emailSchema.safeParse('하루@example.com'.normalize('NFD')).data).toBe('하루@example.com');
    expect(emailKey('하루@ＥＸＡＭＰＬＥ.com'.normalize('NFD'))).toBe(emailKey('하루@example.com'));
    for (const bad of ['a\u0000b@example.com', 'a\u200B@example.com', 'a\uFEFFb@example.com']) {
      expect(issue(emailSchema.safeParse(bad))).toBe(AUTH_MESSAGES.emailInvisible);
    }
  });

  it('a password that is the username in full-width letters is refused too', () => {
    const result = registerSchema.safeParse({ username: 'gooduser', email: 'a@example.com', password: 'ＧＯＯＤＵＳＥＲ' });
    expect(issue(result)).toBe(AUTH_MESSAGES.passwordEqualsUsername);
  });
});
