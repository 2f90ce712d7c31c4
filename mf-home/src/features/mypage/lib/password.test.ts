import { validatePasswordForm } from './password';

describe('password change form', () => {
  it('when a field is empty, then all three are required', () => {
    expect(validatePasswordForm({ current: '', next: 'abcdef', confirm: 'abcdef' })).toBe('모든 항목을 입력해주세요.');
    expect(validatePasswordForm({ current: 'x', next: '', confirm: '' })).toBe('모든 항목을 입력해주세요.');
  });
  it('when the confirmation differs, then 새 비밀번호가 일치하지 않습니다.', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcdef', confirm: 'abcdeg' })).toBe('새 비밀번호가 일치하지 않습니다.');
  });
  it('when the new password is shorter than 6, then 비밀번호는 최소 6자리 이상이어야 합니다.', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcde', confirm: 'abcde' })).toBe('비밀번호는 최소 6자리 이상이어야 합니다.');
  });
  it('when everything holds, then no message', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });
});
