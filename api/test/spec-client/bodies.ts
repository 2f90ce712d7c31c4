/**
 * Request bodies exactly as the spec's own web client builds them (SPEC.md section 7): its field names, '' for an
 * optional text field the user never touched, null for a due date not picked, '' for a category picker left
 * closed, WBS dates as ISO timestamps (`new Date(<date input>).toISOString()`), the task body with level,
 * order_index, duration, progress and parent_id, and quick-action order as the index after a drag.
 * A contract change that would break that client breaks spec-client.test.ts.
 */

/** What `new Date('2025-03-01').toISOString()` gives for a picked date. */
export const iso = (date: string) => new Date(date).toISOString();

export const auth = {
  register: (username: string) => ({ username, email: `${username}@example.com`, password: 'password123' }),
  login: (username: string, password = 'password123') => ({ username, password }),
  refresh: (refresh_token: string) => ({ refresh_token }),
  changePassword: { currentPassword: 'password123', newPassword: 'another-pass-1' },
};

export const todos = {
  /** The add page with the category picker left closed and no due date. */
  addPlain: { title: '장보기', description: '', priority: 'medium', status: 'pending', category: '', due_date: null, tags: [] },
  /** The add page with everything picked. */
  addFull: (due: string) => ({ title: '보고서 작성', description: '분기 보고서', priority: 'high', status: 'pending', category: 'work', due_date: due, tags: ['회사', '긴급'] }),
  /** The quick-add modal: a title and the defaults. */
  quickAdd: { title: '빠른 할일', description: '', priority: 'medium', status: 'pending', category: '', due_date: null, tags: [] },
  /** The list's per-item status select. */
  status: (status: string) => ({ status }),
  /** The detail page's save: the whole to-do back, category '' when none is set. */
  detailSave: { title: '장보기 (수정)', description: '우유, 계란', priority: 'low', status: 'in_progress', category: '', due_date: null, tags: ['집'] },
};

export const meetings = {
  add: { title: '주간 회의', date: '2025-03-03', time: '14:00', location: '', attendees: ['김철수', '이영희'], agenda: '', content: '', decisions: '', action_items: '' },
  edit: { title: '주간 회의', date: '2025-03-03', time: '14:30', location: '회의실 A', attendees: ['김철수'], agenda: '일정 점검', content: '진행 상황 공유', decisions: '', action_items: '' },
};

export const wbs = {
  addProject: { title: '홈페이지 개편', description: '', start_date: iso('2025-03-01'), end_date: iso('2025-04-30'), status: 'planning' },
  editProject: (progress: number) => ({ title: '홈페이지 개편', description: '디자인과 개발', start_date: iso('2025-03-01'), end_date: iso('2025-05-31'), status: 'in_progress', progress }),
  /** The add-task page: estimated hours are sent as duration; a new task is level parent + 1, order_index 0. */
  addTask: (parent: { id: string; level: number } | null, estimatedHours: number) => ({
    title: parent ? '하위 작업' : '요구사항 정리', description: '', start_date: iso('2025-03-03'), end_date: iso('2025-03-07'),
    status: 'not_started', priority: 'medium', assignee: '', duration: estimatedHours, progress: 0,
    level: parent ? parent.level + 1 : 1, order_index: 0, parent_id: parent ? parent.id : null,
  }),
  /** The detail page's modal saving an existing task: the same body, with what the user changed. */
  editTask: (task: { parent_id: string | null; level: number; order_index: number }, progress: number) => ({
    title: '요구사항 정리', description: '화면 목록 포함', start_date: iso('2025-03-03'), end_date: iso('2025-03-10'),
    status: 'in_progress', priority: 'high', assignee: '김철수', duration: 3, progress,
    level: task.level, order_index: task.order_index, parent_id: task.parent_id,
  }),
};
