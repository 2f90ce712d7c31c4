export const CLIENT_MESSAGES = {
  sessionExpired: '인증이 만료되었습니다. 다시 로그인해주세요.',
  missingToken: '인증 토큰이 없습니다.',
  requestFailed: '요청 처리 중 오류가 발생했습니다.',
  unknown: '알 수 없는 오류가 발생했습니다.',
} as const;
