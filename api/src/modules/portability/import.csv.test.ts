import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseImportCsv } from './import.csv';
import { parseLooseDate, instantToDate } from './import.dates';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
/** 2026-04-01 10:00 in Seoul: every relative or year-less date below is read against it. */
const NOW = new Date('2026-04-01T01:00:00Z');

describe('Todoist CSV (fixture written from Todoist\'s "Format a CSV file to import" article)', () => {
  const rows = parseImportCsv('todoist', fixture('todoist.csv'), NOW);

  it('turns task rows into to-dos: labels → tags, PRIORITY 1 (p1) → high … 4 (p4) → low, empty → p1, dates in English and Korean', () => {
    const ok = rows.filter((r) => r.ok).map((r) => (r.ok ? { row: r.row, ...r.body, note: r.note } : null));
    expect(ok).toEqual([
      { row: 2, title: '분기 보고서 작성', description: '첫 줄\n둘째 줄, 쉼표 포함', priority: 'high', status: 'pending', due_date: '2026-05-10', tags: ['업무', '보고'], note: undefined },
      { row: 3, title: '요구사항 정리', description: '', priority: 'medium', status: 'pending', due_date: '2026-05-12', tags: [], note: undefined },
      { row: 5, title: '"따옴표" 들어간 할일', description: '', priority: 'low', status: 'pending', due_date: '2026-06-01', tags: [], note: undefined },
      { row: 7, title: '운동', description: '', priority: 'low', status: 'pending', due_date: null, tags: ['건강'], note: "마감일 'every day'을(를) 해석하지 못해 마감일 없이 가져옵니다" },
      { row: 8, title: '장보기', description: '', priority: 'high', status: 'pending', due_date: '2026-04-02', tags: [], note: undefined },
      { row: 11, title: '10 Jun 2026 영어 날짜', description: '', priority: 'low', status: 'pending', due_date: '2026-06-10', tags: [], note: undefined },
    ]);
  });

  it('gives a Korean reason for every skipped row', () => {
    const skipped = rows.filter((r) => !r.ok).map((r) => (!r.ok ? [r.row, r.reason] : null));
    expect(skipped).toEqual([
      [1, '섹션 행은 할일이 아니어서 건너뜁니다'],
      [4, '댓글(note) 행은 가져오지 않습니다'],
      [6, '섹션 행은 할일이 아니어서 건너뜁니다'],
      [9, '할일 이름(CONTENT)이 비어 있습니다'],
      [10, "PRIORITY는 1부터 4 사이여야 합니다: '9'"],
    ]);
  });
});

describe('TickTick backup CSV (fixture written from the header and codes of its backup file)', () => {
  const rows = parseImportCsv('ticktick', fixture('ticktick.csv'), NOW);

  it('skips the lines before the header; priorities 5/3/1/0 → high/medium/low/low; status 1 and 2 → completed; due dates in the task\'s zone', () => {
    const ok = rows.filter((r) => r.ok).map((r) => (r.ok ? { row: r.row, ...r.body } : null));
    expect(ok).toEqual([
      { row: 1, title: '기획서 초안', description: '초안 작성\n참고 자료 포함', priority: 'high', status: 'pending', due_date: '2026-05-10', tags: ['업무', '기획'] },
      { row: 2, title: '체크리스트 할일', description: '▫항목 하나\n▪항목 둘', priority: 'medium', status: 'completed', due_date: '2026-05-20', tags: [] },
      { row: 4, title: '뉴욕 마감', description: '', priority: 'low', status: 'completed', due_date: '2026-05-01', tags: [] },
      { row: 6, title: '마감 없음', description: '', priority: 'low', status: 'pending', due_date: null, tags: [] },
    ]);
    expect(rows.filter((r) => !r.ok).map((r) => (!r.ok ? [r.row, r.reason] : null))).toEqual([
      [3, '노트는 할일이 아니어서 건너뜁니다'],
      [5, '제목(Title)이 비어 있습니다'],
    ]);
  });

  it('a file without the header → 400 with a Korean detail', () => {
    expect(() => parseImportCsv('ticktick', 'a,b\n1,2', NOW)).toThrow('CSV 머리글(열 이름)을 찾을 수 없습니다');
  });
});

describe('dates', () => {
  it.each([
    ['2026-05-10', '2026-05-10'], ['2026/5/3', '2026-05-03'], ['2026.05.03', '2026-05-03'], ['May 3', '2026-05-03'],
    ['Sat 3 May 2025', '2025-05-03'], ['December 24, 2026', '2026-12-24'], ['5월 3일', '2026-05-03'], ['2027년 1월 2일', '2027-01-02'],
    ['today', '2026-04-01'], ['오늘', '2026-04-01'], ['tomorrow', '2026-04-02'], ['모레', '2026-04-03'],
    ['every day', null], ['2026-02-30', null], ['13월 1일', null], ['Foo 3', null],
  ])('%s → %s', (text, date) => {
    expect(parseLooseDate(text, NOW)).toBe(date);
  });

  it('TickTick instants are read in the task\'s own time zone', () => {
    expect(instantToDate('2026-05-09T15:00:00+0000', 'Asia/Seoul')).toBe('2026-05-10');
    expect(instantToDate('2026-05-09T15:00:00+0000', 'America/New_York')).toBe('2026-05-09');
    expect(instantToDate('2026-05-09T15:00:00+0000', 'No/Such_Zone')).toBe('2026-05-10');
    expect(instantToDate('yesterday', 'Asia/Seoul')).toBeNull();
  });
});
