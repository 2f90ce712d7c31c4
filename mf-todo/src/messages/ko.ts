/** Every Korean string this remote shows. */
export const messages = {
  titles: {
    '/todo': '할일 목록',
    '/todolist': '할일 목록',
    '/todo/add': '할일 추가',
    '/add-todo': '할일 추가',
    '/todo/:id': '할일 상세',
  },
  placeholder: '이 화면은 다음 배포에서 제공됩니다.',
} as const;
