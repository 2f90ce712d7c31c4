import { QUOTA_LIMITS, QUOTA_MESSAGES, quotaMessage } from './quotas';

describe('quota messages', () => {
  it('states the production limits in Korean with thousands separators', () => {
    expect(QUOTA_LIMITS).toEqual({ todos: 10_000, meetings: 5_000, projects: 500, tasksPerProject: 2_000, meetingTemplates: 20 });
    expect(QUOTA_MESSAGES).toEqual({
      todos: '할일은 최대 10,000개까지 만들 수 있습니다.',
      meetings: '회의록은 최대 5,000개까지 만들 수 있습니다.',
      projects: 'WBS 프로젝트는 최대 500개까지 만들 수 있습니다.',
      tasksPerProject: '한 프로젝트의 작업은 최대 2,000개까지 만들 수 있습니다.',
      meetingTemplates: '회의 템플릿은 최대 20개까지 만들 수 있습니다.',
    });
  });

  it('names a configured limit instead of the production one', () => {
    expect(quotaMessage('todos', 3)).toBe('할일은 최대 3개까지 만들 수 있습니다.');
  });
});
