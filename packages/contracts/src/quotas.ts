/**
 * Per-account quotas (issue 17): how many items one account may keep, so that no account can grow a list without
 * bound. Past a quota a create answers 409 `quota_exceeded` with the Korean message below and stores nothing.
 * The API may be configured lower (tests, small deployments); these are the production numbers.
 */
export const QUOTA_LIMITS = {
  todos: 10_000,
  meetings: 5_000,
  projects: 500,
  tasksPerProject: 2_000,
  /** a user's own meeting templates (issue 21) */
  meetingTemplates: 20,
} as const;

export type QuotaKind = keyof typeof QUOTA_LIMITS;

const count = (n: number) => n.toLocaleString('ko-KR');

const SUBJECT: Record<QuotaKind, string> = {
  todos: '할일은',
  meetings: '회의록은',
  projects: 'WBS 프로젝트는',
  tasksPerProject: '한 프로젝트의 작업은',
  meetingTemplates: '회의 템플릿은',
};

/** '할일은 최대 10,000개까지 만들 수 있습니다.' for the production limit, or the configured one. */
export function quotaMessage(kind: QuotaKind, limit: number = QUOTA_LIMITS[kind]): string {
  return `${SUBJECT[kind]} 최대 ${count(limit)}개까지 만들 수 있습니다.`;
}

export const QUOTA_MESSAGES = {
  todos: quotaMessage('todos'),
  meetings: quotaMessage('meetings'),
  projects: quotaMessage('projects'),
  tasksPerProject: quotaMessage('tasksPerProject'),
  meetingTemplates: quotaMessage('meetingTemplates'),
} as const;
