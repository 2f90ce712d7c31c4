/** Every Korean string this remote shows. */
export const messages = {
  titles: {
    '/wbs-manager': 'WBS 관리',
    '/wbs': 'WBS 프로젝트',
    '/wbs/add': '새 프로젝트',
    '/wbs/edit/:id': '프로젝트 수정',
    '/wbs/detail/:id': '프로젝트 상세',
    '/wbs/:id': '프로젝트 상세',
    '/wbs/projects/:projectId/tasks/add': '작업 추가',
  },
  placeholder: '이 화면은 다음 배포에서 제공됩니다.',
} as const;
