/** Text of the development-only standalone harness (ui-kit components themselves carry no copy). */
export const harnessMessages = {
  username: '아이디 또는 이메일',
  password: '비밀번호',
  signIn: '개발용 로그인',
} as const;
