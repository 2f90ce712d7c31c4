/** Every Korean string this remote shows. */
export const messages = {
  titles: {
    '/meeting-notes': '회의록',
    '/meeting/add': '회의록 작성',
    '/meeting/:id': '회의록 상세',
  },
  placeholder: '이 화면은 다음 배포에서 제공됩니다.',
} as const;
