/** Every Korean string this remote shows. */
export const messages = {
  titles: {
    '/utilities': '유틸리티',
    '/json-formatter': 'JSON 포매터',
    '/json-compare': 'JSON 비교',
    '/qr-generator': 'QR 코드 생성기',
    '/api-tester': 'API 테스터',
  },
  placeholder: '이 화면은 다음 배포에서 제공됩니다.',
} as const;
