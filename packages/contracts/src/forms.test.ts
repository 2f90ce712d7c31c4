import { changePasswordFormSchema, registerFormSchema, taskAddFormSchema, todoAddFormSchema } from './forms';
import { todoUpdateSchema } from './todos';
import { projectCreateSchema, projectUpdateSchema, taskBodySchema } from './wbs';

/** The first message per field, as a form shows them. */
function messagesOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    out[field] ??= issue.message;
  }
  return out;
}

describe('register form', () => {
  const ok = { username: 'haru', email: 'haru@example.com', password: 'secret1', confirm: 'secret1' };
  it('needs all four fields and a matching confirmation (SPEC.md section 5)', () => {
    expect(messagesOf(registerFormSchema, ok)).toEqual({});
    expect(messagesOf(registerFormSchema, { username: ' ', email: '', password: '', confirm: '' })).toEqual({
      username: '아이디를 입력해주세요.', email: '이메일을 입력해주세요.', password: '비밀번호를 입력해주세요.', confirm: '비밀번호를 입력해주세요.',
    });
    expect(messagesOf(registerFormSchema, { ...ok, confirm: 'secret2' })).toEqual({ confirm: '비밀번호가 일치하지 않습니다.' });
  });
  it('keeps the request schema\'s own rules (password equal to the username)', () => {
    expect(messagesOf(registerFormSchema, { ...ok, password: 'haru12', confirm: 'haru12', username: 'haru12' })).toEqual({ password: '비밀번호는 아이디와 같을 수 없습니다.' });
  });
});

describe('password change form', () => {
  const ok = { currentPassword: 'x', newPassword: 'abcdef', confirm: 'abcdef' };
  it('all three required; confirmation equal; new at least 6 (SPEC.md section 5)', () => {
    expect(messagesOf(changePasswordFormSchema, ok)).toEqual({});
    expect(messagesOf(changePasswordFormSchema, { ...ok, currentPassword: '' }).currentPassword).toBe('비밀번호를 입력해주세요.');
    expect(messagesOf(changePasswordFormSchema, { ...ok, confirm: '' }).confirm).toBe('비밀번호를 입력해주세요.');
    expect(messagesOf(changePasswordFormSchema, { ...ok, confirm: 'abcdeg' })).toEqual({ confirm: '새 비밀번호가 일치하지 않습니다.' });
    expect(messagesOf(changePasswordFormSchema, { ...ok, newPassword: 'abcde', confirm: 'abcde' })).toEqual({ newPassword: '비밀번호는 최소 6자리 이상이어야 합니다.' });
  });
});

describe('to-do forms', () => {
  const today = '2025-01-15';
  const empty = { title: '', description: '', priority: 'medium', status: 'pending', category: null, due_date: null, tags: [] };
  const add = todoAddFormSchema(today);
  it('gives the spec messages at 101 and 501 characters but accepts 100 and 500', () => {
    expect(messagesOf(add, { ...empty, title: ' ' }).title).toBe('제목을 입력해주세요');
    expect(messagesOf(add, { ...empty, title: '가'.repeat(101) }).title).toBe('제목은 100자를 초과할 수 없습니다');
    expect(messagesOf(add, { ...empty, title: '가'.repeat(100), description: 'a'.repeat(500) })).toEqual({});
    expect(messagesOf(add, { ...empty, title: 'x', description: 'a'.repeat(501) }).description).toBe('설명은 500자를 초과할 수 없습니다');
    expect(messagesOf(todoUpdateSchema, { ...empty, title: '가'.repeat(101) }).title).toBe('제목은 100자를 초과할 수 없습니다');
  });
  it('refuses a past due date when adding, not when editing', () => {
    const values = { ...empty, title: 'x', due_date: '2025-01-14' };
    expect(messagesOf(add, values).due_date).toBe('마감일은 오늘 이후 날짜여야 합니다');
    expect(messagesOf(todoUpdateSchema, values).due_date).toBeUndefined();
    expect(messagesOf(add, { ...values, due_date: today }).due_date).toBeUndefined();
  });
});

describe('WBS forms', () => {
  const project = { title: '새 프로젝트', description: '', start_date: '2025-03-01', end_date: '2025-03-02', status: 'planning' };
  it('project: required title and dates, end not before start, progress 0-100 on edit', () => {
    expect(messagesOf(projectCreateSchema, { ...project, title: '', start_date: '', end_date: '' })).toEqual({
      title: '프로젝트 제목을 입력해주세요', start_date: '시작일을 선택해주세요', end_date: '종료일을 선택해주세요',
    });
    expect(messagesOf(projectCreateSchema, { ...project, end_date: '2025-02-28' })).toEqual({ end_date: '종료일은 시작일보다 늦어야 합니다' });
    expect(messagesOf(projectUpdateSchema, { ...project, progress: Number.NaN }).progress).toBe('진행률은 0~100 사이의 값이어야 합니다');
    expect(messagesOf(projectUpdateSchema, { ...project, progress: 101 }).progress).toBe('진행률은 0~100 사이의 값이어야 합니다');
  });

  const page = { title: '설계', description: '', start_date: '2025-01-06', end_date: '2025-01-08', status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id: '' };
  it('add-task page: requires title and both dates; checks order, length and hours', () => {
    expect(messagesOf(taskAddFormSchema, { ...page, title: '', start_date: '', end_date: '' })).toEqual({
      title: '작업 제목을 입력해주세요', start_date: '시작일을 선택해주세요', end_date: '종료일을 선택해주세요',
    });
    expect(messagesOf(taskAddFormSchema, { ...page, title: '가'.repeat(201) }).title).toBe('제목은 200자를 초과할 수 없습니다');
    expect(messagesOf(taskAddFormSchema, { ...page, end_date: '2025-01-05' }).end_date).toBe('종료일은 시작일보다 늦어야 합니다');
    expect(messagesOf(taskAddFormSchema, { ...page, estimated_hours: -1 }).estimated_hours).toBe('예상 소요 시간은 0 이상이어야 합니다');
    expect(messagesOf(taskAddFormSchema, { ...page, description: 'a'.repeat(2001) }).description).toBe('설명은 2000자를 초과할 수 없습니다');
    expect(messagesOf(taskAddFormSchema, { ...page, estimated_hours: 0 })).toEqual({});
  });

  const modal = { title: '검토', description: '', start_date: '', end_date: '', duration: 1, progress: 0, status: 'not_started', priority: 'medium', assignee: '', parent_id: '' };
  it('task modal: title, dates, duration and progress with the modal messages', () => {
    expect(messagesOf(taskBodySchema, modal)).toEqual({});
    expect(messagesOf(taskBodySchema, { ...modal, title: ' ' }).title).toBe('작업 제목을 입력해주세요');
    expect(messagesOf(taskBodySchema, { ...modal, duration: 0 }).duration).toBe('소요일수는 1일 이상이어야 합니다');
    expect(messagesOf(taskBodySchema, { ...modal, duration: Number.NaN }).duration).toBe('소요일수는 1일 이상이어야 합니다');
    expect(messagesOf(taskBodySchema, { ...modal, progress: 101 }).progress).toBe('진행률은 0~100 사이여야 합니다');
    expect(messagesOf(taskBodySchema, { ...modal, progress: Number.NaN }).progress).toBe('진행률은 0~100 사이여야 합니다');
    expect(messagesOf(taskBodySchema, { ...modal, start_date: '2025-01-02', end_date: '2025-01-01' }).end_date).toBe('종료일은 시작일보다 늦어야 합니다');
  });
});
