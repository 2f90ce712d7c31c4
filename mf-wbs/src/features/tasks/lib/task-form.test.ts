import { emptyTaskPage, modalValuesOf, taskModalBody, taskPageBody, validateTaskModal, validateTaskPage } from './task-form';

describe('add-page task form', () => {
  const ok = { ...emptyTaskPage(), title: '설계', start_date: '2025-01-06', end_date: '2025-01-08' };

  it('requires title, both dates; checks order, length and hours', () => {
    expect(validateTaskPage(emptyTaskPage())).toEqual({ title: '작업 제목을 입력해주세요', start_date: '시작일을 선택해주세요', end_date: '종료일을 선택해주세요' });
    expect(validateTaskPage({ ...ok, title: '가'.repeat(201) }).title).toBe('제목은 200자를 초과할 수 없습니다');
    expect(validateTaskPage({ ...ok, end_date: '2025-01-05' }).end_date).toBe('종료일은 시작일보다 늦어야 합니다');
    expect(validateTaskPage({ ...ok, estimated_hours: '-1' }).estimated_hours).toBe('예상 소요 시간은 0 이상이어야 합니다');
    expect(validateTaskPage({ ...ok, description: 'a'.repeat(2001) }).description).toBe('설명은 2000자를 초과할 수 없습니다');
    expect(validateTaskPage({ ...ok, estimated_hours: '0' })).toEqual({});
  });

  it('sends hours as duration (at least 1) and keeps them; level = parent + 1, order_index 0', () => {
    expect(taskPageBody({ ...ok, estimated_hours: '6.5', parent_id: 'p' }, 2)).toMatchObject({ duration: 7, estimated_hours: 6.5, level: 3, order_index: 0, parent_id: 'p', progress: 0 });
    expect(taskPageBody(ok, null)).toMatchObject({ duration: 1, estimated_hours: null, level: 1, parent_id: null });
  });
});

describe('modal task form', () => {
  const ok = { ...modalValuesOf(null), title: '검토' };

  it('checks title, dates, duration and progress with the modal messages', () => {
    expect(validateTaskModal(ok)).toEqual({});
    expect(validateTaskModal({ ...ok, title: ' ' }).title).toBe('작업 제목을 입력해주세요');
    expect(validateTaskModal({ ...ok, duration: '0' }).duration).toBe('소요일수는 1일 이상이어야 합니다');
    expect(validateTaskModal({ ...ok, progress: '101' }).progress).toBe('진행률은 0~100 사이여야 합니다');
    expect(validateTaskModal({ ...ok, progress: '' }).progress).toBe('진행률은 0~100 사이여야 합니다');
    expect(validateTaskModal({ ...ok, start_date: '2025-01-02', end_date: '2025-01-01' }).end_date).toBe('종료일은 시작일보다 늦어야 합니다');
  });

  it('builds the body with blank dates as null', () => {
    expect(taskModalBody({ ...ok, duration: '3', progress: '40' }, 1, null)).toMatchObject({ start_date: null, end_date: null, duration: 3, progress: 40, level: 2 });
  });
});
