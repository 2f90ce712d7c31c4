import { parseQuickAdd, type QuickAddFields } from './quick-add';

/** Wednesday 12 March 2025, 10:30 in Seoul. */
const NOW = new Date('2025-03-12T01:30:00Z');
const NONE: QuickAddFields = { due_date: null, due_time: null, category: null, priority: null, tags: [], recurrence: null };
type Expect = Partial<QuickAddFields> & { title: string };

const parse = (line: string, now: Date = NOW) => parseQuickAdd(line, { now });
const check = (line: string, expected: Expect, now?: Date) => {
  const { title, ...fields } = expected;
  const result = parse(line, now);
  expect({ title: result.title, ...result.fields }).toEqual({ ...NONE, ...fields, title });
};

describe('parseQuickAdd: dates', () => {
  it.each<[string, Expect]>([
    ['오늘 장보기', { title: '장보기', due_date: '2025-03-12' }],
    ['내일 병원 예약', { title: '병원 예약', due_date: '2025-03-13' }],
    ['모레 택배 보내기', { title: '택배 보내기', due_date: '2025-03-14' }],
    ['내일모레 발표', { title: '발표', due_date: '2025-03-14' }],
    ['글피 이사 준비', { title: '이사 준비', due_date: '2025-03-15' }],
    ['이번 주 금요일 보고서', { title: '보고서', due_date: '2025-03-14' }],
    ['이번주 일요일 대청소', { title: '대청소', due_date: '2025-03-16' }],
    ['다음 주 월요일 주간 회의', { title: '주간 회의', due_date: '2025-03-17' }],
    ['다음주 수요일 면접', { title: '면접', due_date: '2025-03-19' }],
    ['다다음 주 화요일 출장', { title: '출장', due_date: '2025-03-25' }],
    ['금요일 회식', { title: '회식', due_date: '2025-03-14' }],
    ['수요일 운동', { title: '운동', due_date: '2025-03-12' }],
    ['화요일 스터디', { title: '스터디', due_date: '2025-03-18' }],
    ['3일 후 답장하기', { title: '답장하기', due_date: '2025-03-15' }],
    ['10일 뒤 결제', { title: '결제', due_date: '2025-03-22' }],
    ['2주 후 정기 점검', { title: '정기 점검', due_date: '2025-03-26' }],
    ['월말 정산', { title: '정산', due_date: '2025-03-31' }],
    ['이번 달 말 보고', { title: '보고', due_date: '2025-03-31' }],
    ['다음 달 말 계약 갱신', { title: '계약 갱신', due_date: '2025-04-30' }],
    ['12/25 선물 사기', { title: '선물 사기', due_date: '2025-12-25' }],
    ['3/1 여행', { title: '여행', due_date: '2026-03-01' }],
    ['12월 25일 크리스마스 파티', { title: '크리스마스 파티', due_date: '2025-12-25' }],
    ['2월 3일 연말정산 서류', { title: '연말정산 서류', due_date: '2026-02-03' }],
    ['2026년 1월 5일 시무식', { title: '시무식', due_date: '2026-01-05' }],
    ['2025-04-01 세금 신고', { title: '세금 신고', due_date: '2025-04-01' }],
    ['금요일까지 보고서 제출', { title: '보고서 제출', due_date: '2025-03-14' }],
    ['내일까지 과제', { title: '과제', due_date: '2025-03-13' }],
    ['회의록 정리 내일', { title: '회의록 정리', due_date: '2025-03-13' }],
    ['보고서 내일 오전 중 제출', { title: '보고서 오전 중 제출', due_date: '2025-03-13' }],
  ])('%s', (line, expected) => check(line, expected));
});

describe('parseQuickAdd: times', () => {
  it.each<[string, Expect]>([
    ['내일 오후 3시 회의', { title: '회의', due_date: '2025-03-13', due_time: '15:00' }],
    ['내일 오전 9시 반 조깅', { title: '조깅', due_date: '2025-03-13', due_time: '09:30' }],
    ['내일 밤 10시 통화', { title: '통화', due_date: '2025-03-13', due_time: '22:00' }],
    ['내일 새벽 2시 배포', { title: '배포', due_date: '2025-03-13', due_time: '02:00' }],
    ['내일 오후 12시 점심', { title: '점심', due_date: '2025-03-13', due_time: '12:00' }],
    ['내일 오전 12시 마감', { title: '마감', due_date: '2025-03-13', due_time: '00:00' }],
    ['내일 저녁 7시 저녁 약속', { title: '저녁 약속', due_date: '2025-03-13', due_time: '19:00' }],
    ['내일 3시 미팅', { title: '미팅', due_date: '2025-03-13', due_time: '15:00' }],
    ['내일 9시 출근', { title: '출근', due_date: '2025-03-13', due_time: '09:00' }],
    ['내일 10시 30분 면담', { title: '면담', due_date: '2025-03-13', due_time: '10:30' }],
    ['내일 15:00 리뷰', { title: '리뷰', due_date: '2025-03-13', due_time: '15:00' }],
    ['내일 오후 3:30 상담', { title: '상담', due_date: '2025-03-13', due_time: '15:30' }],
    ['내일 정오 점심 모임', { title: '점심 모임', due_date: '2025-03-13', due_time: '12:00' }],
    ['내일 오후3시반 회의', { title: '회의', due_date: '2025-03-13', due_time: '15:30' }],
    ['오후 3시까지 제출', { title: '제출', due_date: '2025-03-12', due_time: '15:00' }],
    ['오전 9시 회의', { title: '회의', due_date: '2025-03-13', due_time: '09:00' }],
    ['10시 30분 회의', { title: '회의', due_date: '2025-03-13', due_time: '10:30' }],
    ['10시 31분 회의', { title: '회의', due_date: '2025-03-12', due_time: '10:31' }],
    ['25시 작업', { title: '25시 작업' }],
    ['13시 점심 회의', { title: '점심 회의', due_date: '2025-03-12', due_time: '13:00' }],
    ['15:75 작업', { title: '15:75 작업' }],
  ])('%s', (line, expected) => check(line, expected));
});

describe('parseQuickAdd: repeats (a solar rule sets the first date)', () => {
  it.each<[string, Expect]>([
    ['매일 물 마시기', { title: '물 마시기', recurrence: { freq: 'daily' }, due_date: '2025-03-12' }],
    ['날마다 일기', { title: '일기', recurrence: { freq: 'daily' }, due_date: '2025-03-12' }],
    ['평일마다 스탠드업', { title: '스탠드업', recurrence: { freq: 'weekly', byweekday: ['MO', 'TU', 'WE', 'TH', 'FR'] }, due_date: '2025-03-12' }],
    ['주말마다 등산', { title: '등산', recurrence: { freq: 'weekly', byweekday: ['SA', 'SU'] }, due_date: '2025-03-15' }],
    ['매주 월요일 주간 보고', { title: '주간 보고', recurrence: { freq: 'weekly', byweekday: ['MO'] }, due_date: '2025-03-17' }],
    ['매주 월, 수 수영', { title: '수영', recurrence: { freq: 'weekly', byweekday: ['MO', 'WE'] }, due_date: '2025-03-12' }],
    ['금요일마다 회고', { title: '회고', recurrence: { freq: 'weekly', byweekday: ['FR'] }, due_date: '2025-03-14' }],
    ['매주 분리수거', { title: '분리수거', recurrence: { freq: 'weekly', byweekday: ['WE'] }, due_date: '2025-03-12' }],
    ['매월 1일 월세', { title: '월세', recurrence: { freq: 'monthly', bymonthday: 1 }, due_date: '2025-04-01' }],
    ['매월 15일 카드값', { title: '카드값', recurrence: { freq: 'monthly', bymonthday: 15 }, due_date: '2025-03-15' }],
    ['매월 말일 정산', { title: '정산', recurrence: { freq: 'monthly', bymonthday: -1 }, due_date: '2025-03-31' }],
    ['매달 5일 공과금', { title: '공과금', recurrence: { freq: 'monthly', bymonthday: 5 }, due_date: '2025-04-05' }],
    ['매년 3월 2일 결혼기념일', { title: '결혼기념일', recurrence: { freq: 'yearly', bymonth: 3, bymonthday: 2 }, due_date: '2026-03-02' }],
    ['매년 음력 8월 15일 추석 성묘', { title: '추석 성묘', recurrence: { freq: 'yearly', bymonth: 8, bymonthday: 15, lunar: true } }],
    ['매년 음력 1월 1일 차례', { title: '차례', recurrence: { freq: 'yearly', bymonth: 1, bymonthday: 1, lunar: true } }],
    ['매월 음력 15일 보름 기도', { title: '보름 기도', recurrence: { freq: 'monthly', bymonthday: 15, lunar: true } }],
    ['매달 음력 1일 초하루 불공', { title: '초하루 불공', recurrence: { freq: 'monthly', bymonthday: 1, lunar: true } }],
    ['매일 오전 7시 약 먹기', { title: '약 먹기', recurrence: { freq: 'daily' }, due_date: '2025-03-12', due_time: '07:00' }],
    ['매주 금요일 오후 5시 주간 회고', { title: '주간 회고', recurrence: { freq: 'weekly', byweekday: ['FR'] }, due_date: '2025-03-14', due_time: '17:00' }],
    ['매년 13월 1일 이상한 날', { title: '매년 13월 1일 이상한 날' }],
  ])('%s', (line, expected) => check(line, expected));
});

describe('parseQuickAdd: category, priority, tags', () => {
  it.each<[string, Expect]>([
    ['보고서 작성 #업무', { title: '보고서 작성', category: 'work' }],
    ['#개인 은행 방문', { title: '은행 방문', category: 'personal' }],
    ['영어 단어 #학습', { title: '영어 단어', category: 'study' }],
    ['러닝 #건강', { title: '러닝', category: 'health' }],
    ['적금 확인 #금융', { title: '적금 확인', category: 'finance' }],
    ['잡동사니 #기타', { title: '잡동사니', category: 'other' }],
    ['회의 #work', { title: '회의', category: 'work' }],
    ['보고서 !높음', { title: '보고서', priority: 'high' }],
    ['보고서 !보통', { title: '보고서', priority: 'medium' }],
    ['보고서 !낮음', { title: '보고서', priority: 'low' }],
    ['보고서 !!', { title: '보고서', priority: 'high' }],
    ['중요 계약서 검토', { title: '계약서 검토', priority: 'high' }],
    ['긴급 서버 점검', { title: '서버 점검', priority: 'high' }],
    ['디자인 리뷰 #디자인', { title: '디자인 리뷰', tags: ['디자인'] }],
    ['#프론트 #리액트 공부', { title: '공부', tags: ['프론트', '리액트'] }],
    ['#a #a 중복', { title: '중복', tags: ['a'] }],
    ['회의 #업무 #기획', { title: '회의', category: 'work', tags: ['기획'] }],
  ])('%s', (line, expected) => check(line, expected));
});

describe('parseQuickAdd: titles it must not touch', () => {
  it.each<[string, Expect]>([
    ['3학년 발표 준비', { title: '3학년 발표 준비' }],
    ['5월 보고서 정리', { title: '5월 보고서 정리' }],
    ['3시간 집중 공부', { title: '3시간 집중 공부' }],
    ['오늘의 집 주문', { title: '오늘의 집 주문' }],
    ['내일로 미루지 않기', { title: '내일로 미루지 않기' }],
    ['중요한 메일 답장', { title: '중요한 메일 답장' }],
    ['10분 스트레칭', { title: '10분 스트레칭' }],
    ['1일 1커밋', { title: '1일 1커밋' }],
    ['업무 보고서 작성', { title: '업무 보고서 작성' }],
    ['v1.2 배포', { title: 'v1.2 배포' }],
    ['2/30 이벤트', { title: '2/30 이벤트' }],
    ['매출 2배 달성', { title: '매출 2배 달성' }],
    ['주간회의록', { title: '주간회의록' }],
    ['', { title: '' }],
  ])('%s', (line, expected) => check(line, expected));
});

describe('parseQuickAdd: chips and the user’s choices', () => {
  it('turns the issue’s example into a cleaned title and five chips at their places', () => {
    const result = parse('내일 오후 3시 회의 준비 #업무 !높음');
    expect(result.title).toBe('회의 준비');
    expect(result.fields).toEqual({ ...NONE, due_date: '2025-03-13', due_time: '15:00', category: 'work', priority: 'high' });
    expect(result.chips.map((c) => [c.kind, c.text, c.start, c.end, c.state])).toEqual([
      ['date', '내일', 0, 2, 'accepted'],
      ['time', '오후 3시', 3, 8, 'accepted'],
      ['category', '#업무', 15, 18, 'accepted'],
      ['priority', '!높음', 19, 22, 'accepted'],
    ]);
  });

  it('offers a bare month as a suggestion that changes nothing until accepted', () => {
    const shown = parse('5월 보고서 정리');
    expect(shown.chips).toMatchObject([{ key: 'date:5월', kind: 'date', date: '2025-05-31', state: 'suggested' }]);
    const accepted = parseQuickAdd('5월 보고서 정리', { now: NOW, decisions: { 'date:5월': 'accepted' } });
    expect(accepted.title).toBe('보고서 정리');
    expect(accepted.fields.due_date).toBe('2025-05-31');
  });

  it('offers a bare day of the month and a bare category name as suggestions', () => {
    expect(parse('25일 월급 확인').chips).toMatchObject([{ kind: 'date', date: '2025-03-25', state: 'suggested' }]);
    expect(parse('1일 가계부').chips).toMatchObject([{ kind: 'date', date: '2025-04-01', state: 'suggested' }]);
    const category = parseQuickAdd('개인 프로젝트', { now: NOW, decisions: { 'category:개인': 'accepted' } });
    expect([category.title, category.fields.category]).toEqual(['프로젝트', 'personal']);
  });

  it('keeps the words of a dismissed chip in the title and applies nothing', () => {
    const result = parseQuickAdd('내일 회의', { now: NOW, decisions: { 'date:내일': 'dismissed' } });
    expect(result.title).toBe('내일 회의');
    expect(result.fields.due_date).toBeNull();
    expect(result.chips[0].state).toBe('dismissed');
  });

  it('applies one value per kind: the first, unless the user accepts another', () => {
    const first = parse('오늘 내일 할 일 정리');
    expect([first.title, first.fields.due_date]).toEqual(['내일 할 일 정리', '2025-03-12']);
    expect(first.chips.map((c) => c.state)).toEqual(['accepted', 'suggested']);
    const chosen = parseQuickAdd('오늘 내일 할 일 정리', { now: NOW, decisions: { 'date:내일': 'accepted' } });
    expect([chosen.title, chosen.fields.due_date]).toEqual(['오늘 할 일 정리', '2025-03-13']);
  });

  it('drops the time with its date: a dismissed time leaves no date behind', () => {
    const result = parseQuickAdd('오후 3시 회의', { now: NOW, decisions: { 'time:오후 3시': 'dismissed' } });
    expect(result.fields).toEqual(NONE);
    expect(result.title).toBe('오후 3시 회의');
  });

  it('keeps the words of the kinds asked for in the title, still applying their values', () => {
    const result = parseQuickAdd('매주 월요일 주간 보고', { now: NOW, keep: ['recurrence'] });
    expect([result.title, result.fields.due_date, result.fields.recurrence]).toEqual(['매주 월요일 주간 보고', '2025-03-17', { freq: 'weekly', byweekday: ['MO'] }]);
  });

  it('keys a repeated word apart so each chip can be chosen', () => {
    expect(parse('#a 와 #a').chips.map((c) => c.key)).toEqual(['tag:#a', 'tag:#a#2']);
  });
});

describe('parseQuickAdd: the clock is the now argument', () => {
  it.each<[string, string, Expect]>([
    ['late evening: a past time means tomorrow', '2025-03-12T14:30:00Z', { title: '정리', due_date: '2025-03-13', due_time: '23:00' }],
    ['new year: tomorrow crosses the year', '2025-12-31T03:00:00Z', { title: '새해 계획', due_date: '2026-01-01' }],
    ['new year: 1/5 is next January', '2025-12-31T03:00:00Z', { title: '복귀', due_date: '2026-01-05' }],
    ['leap year: month end is 29 February', '2024-02-28T03:00:00Z', { title: '정산', due_date: '2024-02-29' }],
    ['leap year: every 31st skips February', '2024-02-28T03:00:00Z', { title: '점검', due_date: '2024-03-31', recurrence: { freq: 'monthly', bymonthday: 31 } }],
    ['leap year: a yearly 29 February', '2024-02-28T03:00:00Z', { title: '생일', due_date: '2024-02-29', recurrence: { freq: 'yearly', bymonth: 2, bymonthday: 29 } }],
    ['UTC evening is already tomorrow in Seoul', '2025-03-12T16:00:00Z', { title: '운동', due_date: '2025-03-14' }],
  ])('%s', (_name, iso, expected) => {
    const lines: Record<string, string> = {
      정리: '밤 11시 정리', '새해 계획': '내일 새해 계획', 복귀: '1/5 복귀', 정산: '월말 정산',
      점검: '매월 31일 점검', 생일: '매년 2월 29일 생일', 운동: '내일 운동',
    };
    check(lines[expected.title], expected, new Date(iso));
  });
});
