import { fieldOfServerError, validateRegister } from './register-form';

describe('validateRegister', () => {
  const ok = { username: 'haru', email: 'haru@example.com', password: 'secret1', confirm: 'secret1' };

  it('passes complete, matching input', () => {
    expect(validateRegister(ok)).toEqual({});
  });

  it('needs all four fields and a matching confirmation', () => {
    expect(validateRegister({ username: ' ', email: '', password: '', confirm: '' })).toEqual({
      username: '모든 항목을 입력해주세요.', email: '모든 항목을 입력해주세요.', password: '모든 항목을 입력해주세요.', confirm: '모든 항목을 입력해주세요.',
    });
    expect(validateRegister({ ...ok, confirm: 'secret2' })).toEqual({ confirm: '비밀번호가 일치하지 않습니다.' });
  });

  it('puts a server field error beside its field, anything else above the button', () => {
    expect(fieldOfServerError([{ field: 'email' }])).toBe('email');
    expect(fieldOfServerError([{ field: 'isAdmin' }])).toBe('form');
    expect(fieldOfServerError([])).toBe('form');
  });
});
