// Seeds one user's data through the API with a few requests in flight (what a real client would send).
import { call, pool, type Session } from './client';

const PRIORITIES = ['high', 'medium', 'low'] as const;
const STATUSES = ['pending', 'in_progress', 'completed'] as const;
const CATEGORIES = ['work', 'personal', 'study', 'health', 'finance', 'other'] as const;
const CONCURRENCY = 8;

const pad = (n: number) => String(n).padStart(2, '0');
const TODAY_UTC = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** A date `days` from today (UTC arithmetic); +1 keeps due dates on or after today in Seoul (UTC+9). */
const day = (days: number) => new Date(TODAY_UTC + days * 86_400_000).toISOString().slice(0, 10);

async function post(s: Session, path: string, body: unknown): Promise<{ id?: string; todo?: { id: string }; meeting?: { id: string } }> {
  const res = await call<{ id?: string; todo?: { id: string }; meeting?: { id: string } }>(s, 'POST', path, body);
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function todoBody(i: number) {
  return {
    title: `벤치마크 할일 ${i + 1}번: 보고서 검토와 회의 준비`,
    description: '성능 측정용으로 만든 할일입니다. 설명은 실제 사용자의 메모 정도 길이입니다.',
    priority: PRIORITIES[i % 3],
    status: STATUSES[i % 3],
    category: CATEGORIES[i % 6],
    due_date: i % 4 === 0 ? null : day(1 + (i % 120)),
    tags: i % 2 ? ['벤치', `태그${i % 10}`] : [],
    // Issue 19's fields, so the lists carry them: a due time on a third of the dated ones, a checklist on a fifth.
    ...(i % 4 !== 0 && i % 3 === 0 ? { due_time: `${String(9 + (i % 9)).padStart(2, '0')}:30` } : {}),
    ...(i % 5 === 0 ? { checklist: [{ text: '자료 모으기', done: true }, { text: '초안 쓰기', done: false }, { text: '검토 받기', done: false }] } : {}),
  };
}

export async function seedTodos(s: Session, count: number): Promise<string[]> {
  const ids: string[] = [];
  await pool(count, CONCURRENCY, async (i) => {
    const body = await post(s, '/api/todos', todoBody(i));
    ids.push(body.todo?.id ?? body.id ?? '');
  });
  return ids;
}

export function meetingBody(i: number) {
  return {
    title: `주간 회의 ${i + 1}`,
    date: day((i % 180) - 90),
    time: `${pad(9 + (i % 9))}:${pad((i % 12) * 5)}`,
    location: '3층 회의실',
    attendees: ['김하루', '이서준', '박지민'],
    agenda: '진행 상황 공유, 다음 주 계획',
    content: '각 팀의 진행 상황을 공유하고 일정 위험을 점검했습니다.',
    decisions: '배포 일정은 유지합니다.',
    action_items: '김하루: 배포 체크리스트 정리',
  };
}

export async function seedMeetings(s: Session, count: number): Promise<void> {
  await pool(count, CONCURRENCY, async (i) => void (await post(s, '/api/meetings', meetingBody(i))));
}

export function projectBody() {
  return {
    title: '벤치마크 프로젝트',
    description: '작업 목록 성능 측정용 프로젝트',
    start_date: `${day(-10)}T00:00:00.000Z`,
    end_date: `${day(400)}T00:00:00.000Z`,
    status: 'in_progress' as const,
  };
}

export function taskBody(i: number) {
  return {
    title: `작업 ${i + 1}`,
    description: '설계, 구현, 검토',
    start_date: `${day(i % 300)}T00:00:00.000Z`,
    end_date: `${day((i % 300) + 5)}T00:00:00.000Z`,
    status: 'not_started',
    priority: 'medium',
    assignee: '김하루',
    duration: 5,
    progress: i % 101,
    level: 1,
    order_index: i,
    parent_id: null,
  };
}

/** One project with `count` tasks (flat, as the add form creates them); returns the project id. */
export async function seedWbs(s: Session, count: number): Promise<string> {
  const project = await post(s, '/api/wbs/projects', projectBody());
  const projectId = project.id ?? '';
  await pool(count, CONCURRENCY, async (i) => void (await post(s, `/api/wbs/projects/${projectId}/tasks`, taskBody(i))));
  return projectId;
}
