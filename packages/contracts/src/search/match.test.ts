import { compareMatches, matchRecord, rankClass, type RecordMatch } from './match';
import { parseQuery } from './query';
import { queryProbes, recordSearchKeys, type KeyProbe } from './keys';
import type { SearchField } from './fields';

/** A record: its title (also searched by 초성) and optional other fields; `tags:` fields are 초성 fields too. */
function record(title: string, others: Record<string, string> = {}): SearchField[] {
  return [
    { name: 'title', text: title, choseong: true },
    ...Object.entries(others).map(([name, text]) => ({ name, text, choseong: name === 'tags' })),
  ];
}

type Case = [query: string, title: string, expected: RecordMatch['tier'] | null, others?: Record<string, string>];

const CASES: Case[] = [
  // The examples
  ['ㅎㄱ', '한글', 'choseong'],
  ['ㅈㄱㅎㅇ', '주간 회의', 'choseong'],
  ['회ㅇ', '회의', 'prefix'],
  ['한그', '한글', 'prefix'],
  ['검색팀을', '검색팀', 'exact'],
  ['회의에서', '회의', 'exact'],
  ['Q3 보고서', 'Q3 보고서 작성', 'prefix'],
  // Exact, prefix, partial
  ['회의', '회의', 'exact'],
  ['회의', '회의록 정리', 'prefix'],
  ['회의', '주간 회의', 'partial'],
  ['회의', '주간회의', 'partial'],
  ['회의', '보고서', 'partial', { agenda: '회의 준비' }],
  ['회의', '보고서', null],
  ['회의', '보고서', null, { description: '회사 일정' }],
  ['주간 회의', '주간 회의', 'exact'],
  ['주간   회의', '주간 회의', 'exact'],
  ['하루', '㈜하루', 'partial'],
  // Folding: NFKC, width, case
  ['ＡＢＣ', 'abc 회의', 'prefix'],
  ['API', 'api 테스트', 'prefix'],
  ['api', 'API 테스트', 'prefix'],
  ['Ｒｅａｃｔ', 'react', 'exact'],
  ['MEETING', 'meeting notes', 'prefix'],
  ['1', '①번 안건', 'prefix'],
  ['café', 'Cafe\u0301 회의', 'prefix'],
  ['ｶﾌｪ', 'カフェ 모임', 'prefix'],
  // Latin words and numbers match from their start
  ['test', 'latest news', null],
  ['test', 'unit test', 'partial'],
  ['test', 'API테스트 test2', 'partial'],
  ['test', '한글test', 'partial'],
  ['2', '12월 회의', null],
  ['12', '12월 회의', 'prefix'],
  ['12월', '12월 회의', 'prefix'],
  ['월', '12월', 'partial'],
  // 초성
  ['ㅈㄱ ㅎㅇ', '주간 회의', 'choseong'],
  ['ㅎㅇ', '주간 회의', 'choseong'],
  ['ㅎㅇ', 'meeting', null],
  ['ㄱㅎ', '주간 회의', 'choseong'],
  ['ㅎ', '한글', 'choseong'],
  ['ㅎㄱ', '보고서', null, { agenda: '한글 자료' }],
  ['ㅎㄱ', '보고서', 'choseong', { tags: '한국' }],
  ['ㄲ', '꽃길', 'choseong'],
  ['ㄱ', '꽃', null],
  ['ㅂㄱㅅ', '3월 보고서', 'choseong'],
  // A half-typed last syllable
  ['하', '한글', 'prefix'],
  ['한', '하나', 'prefix'],
  ['한ㄱ', '한글', 'prefix'],
  ['고', '과제', 'prefix'],
  ['달', '닭갈비', 'prefix'],
  ['닭ㄱ', '닭갈비', 'prefix'],
  ['회ㅇ', '횡단보도', 'prefix'],
  ['회ㅇ', '회사', null],
  ['한그', '한국', null],
  ['주간 회ㅇ', '주간 회의', 'prefix'],
  ['주간회ㅇ', '주간회의록', 'prefix'],
  ['한가', '하나가', null],
  // Particles stripped from the query
  ['검색팀을', '검색팀 주간 보고', 'prefix'],
  ['회의에서', '주간 회의 메모', 'partial'],
  ['보고서를', '보고서', 'exact'],
  ['팀이', '팀이동 계획', 'prefix'],
  ['서울로', '서울 출장', 'prefix'],
  ['팀장을', '팀장', 'exact'],
  ['회의', '보고서', null, { description: '회사 일정' }],
  ['책을', '책', null],
  ['을', '을지로 답사', 'prefix'],
  ['회의에서', '보고서', 'partial', { content: '지난 회의에서 정한 일정' }],
  // Several words: each must be found somewhere
  ['주간 보고', '주간 회의', 'prefix', { agenda: '보고 자료' }],
  ['주간 예산', '주간 회의', null],
  ['회의 주간', '주간 회의', 'partial'],
  // Mixed Hangul, Latin and digits
  ['q3보고', 'Q3보고서', 'prefix'],
  ['v2 ㅂㅍ', 'v2 배포 계획', 'prefix'],
  ['ㅂㅍ v2', 'v2 배포 계획', 'choseong'],
  ['ios앱', 'iOS앱 출시', 'prefix'],
  ['2025년', '2025년 1분기 회고', 'prefix'],
  ['react', 'React 19 마이그레이션', 'prefix'],
  ['19', 'React 19 마이그레이션', 'partial'],
  // Nothing to search for
  ['!!!', '!!!', null],
];

describe('matchRecord', () => {
  // One assertion over the whole table: a failure lists every case that differs, query and title side by side.
  it(`when each of the ${CASES.length} queries meets its record, then the tier is the expected one`, () => {
    const actual = CASES.map(([query, title, , others]) => [query, title, matchRecord(parseQuery(query), record(title, others))?.tier ?? null]);
    expect(actual).toEqual(CASES.map(([query, title, expected]) => [query, title, expected]));
  });

  it('when a query finds a record, then the look-up of its rank class finds it by the stored keys', () => {
    const holds = (probe: KeyProbe | null, keys: Set<string>) => probe !== null && probe.all.every((group) => group.some((k) => keys.has(k)));
    const missed = CASES.filter((c) => c[2] !== null).filter(([query, title, , others]) => {
      const parsed = parseQuery(query);
      const match = matchRecord(parsed, record(title, others)) as RecordMatch;
      return !holds(queryProbes(parsed)[rankClass(match)], new Set(recordSearchKeys(record(title, others))));
    });
    expect(missed).toEqual([]);
  });

  it('when a query does not fit a record, then the look-ups skip it', () => {
    const keys = (title: string, others?: Record<string, string>) => new Set(recordSearchKeys(record(title, others)));
    const found = (query: string, title: string, others?: Record<string, string>) =>
      queryProbes(parseQuery(query)).map((p) => p !== null && p.all.every((group) => group.some((k) => keys(title, others).has(k))));
    expect(found('회의', '주간 회의')).toEqual([false, false, false, true, true]);
    expect(found('회의', '회의록')).toEqual([false, true, true, true, true]);
    expect(found('회의', '회의')).toEqual([true, true, true, true, true]);
    expect(found('회의', '보고서', { agenda: '회의 준비' })).toEqual([false, false, false, false, true]);
    expect(found('회의', '보고서', { agenda: '회사 일정' })).toEqual([false, false, false, false, false]);
    expect(found('ㅂㄱㅅ', '보고서')).toEqual([false, false, false, true, true]);
    expect(found('ㅂㄱㅅ', '계획', { agenda: '보고서' })).toEqual([false, false, false, false, false]);
    expect(found('test', 'latest news')).toEqual([false, false, false, false, false]);
    // one letter, one digit, one consonant: the one-character keys a look-up reads are kept
    expect(found('v', '회의 v2')).toEqual([false, false, false, true, true]);
    expect(found('2', '2분기 회고')).toEqual([false, true, true, true, true]);
    expect(found('ㅎ', '보고서', { agenda: '회의' })).toEqual([false, false, false, false, false]);
    expect(found('ㅎ', '회의')).toEqual([false, false, false, true, true]);
    expect(found('주간 예산', '주간 회의')).toEqual([false, false, false, false, false]);
    expect(queryProbes(parseQuery('!!!'))).toEqual([]);
  });

  it('when a record is stored, then its keys are each word cut to fixed lengths, by kind', () => {
    const keys = recordSearchKeys(record('회의 v2', { agenda: '한글', tags: '검색' }));
    // The title's words only as T/C (a look-up of a word anywhere reads T and t), the other fields' as t/c.
    expect(keys.sort()).toEqual([
      'Cㅇ', 'Cㅎ', 'Cㅎㅇ', 'Tv', 'Tv2', 'Tㅇㅡ', 'Tㅇㅡㅣ', 'Tㅎㅗ', 'Tㅎㅗㅣ', 'Tㅎㅗㅣㅇㅡㅣ', 'T2',
      'cㄱ', 'cㄱㅅ', 'cㅅ', 'e회의 v2', 'pㅎㅗ', 'pㅎㅗㅣ', 'pㅎㅗㅣㅇㅡㅣ',
      'tㄱㅓ', 'tㄱㅓㅁ', 'tㄱㅡ', 'tㄱㅡㄹ', 'tㅅㅐ', 'tㅅㅐㄱ',
      'tㅎㅏ', 'tㅎㅏㄴ', 'tㅎㅏㄴㄱㅡㄹ', 'tㄱㅓㅁㅅㅐㄱ',
    ].sort());
  });

  it('when the match is found, then it is marked in the original text', () => {
    expect(matchRecord(parseQuery('ㅈㄱㅎㅇ'), record('주간 회의'))?.fields[0].marks).toEqual([{ start: 0, end: 5 }]);
    expect(matchRecord(parseQuery('abc'), record('ＡＢＣ 회의'))?.fields[0].marks).toEqual([{ start: 0, end: 3 }]);
    expect(matchRecord(parseQuery('회의'), record('주간회의'))?.fields[0].marks).toEqual([{ start: 2, end: 4 }]);
    expect(matchRecord(parseQuery('회의'), record('㈜ 회의'))?.fields[0].marks).toEqual([{ start: 2, end: 4 }]);
    const body = matchRecord(parseQuery('자료'), record('보고서', { agenda: '보고 자료' }));
    expect(body?.fields).toEqual([{ field: 'agenda', text: '보고 자료', marks: [{ start: 3, end: 5 }] }]);
    expect(body?.inTitle).toBe(false);
  });
});

describe('compareMatches', () => {
  const entry = (query: string, title: string, recent: string) => ({ match: matchRecord(parseQuery(query), record(title)) as RecordMatch, recent });

  it('when tiers differ, then exact > prefix > 초성 > partial; on ties the more recent first', () => {
    const list = [
      entry('회의', '주간 회의', '2025-01-05'),
      entry('회의', '회의록', '2025-01-01'),
      entry('회의', '회의', '2025-01-01'),
      entry('회의', '회의록 정리', '2025-01-03'),
    ];
    expect(list.sort(compareMatches).map((e) => [e.match.tier, e.recent])).toEqual([
      ['exact', '2025-01-01'], ['prefix', '2025-01-03'], ['prefix', '2025-01-01'], ['partial', '2025-01-05'],
    ]);
    expect(compareMatches(entry('ㅎㅇ', '회의', 'a'), entry('회의', '주간 회의', 'b'))).toBeLessThan(0);
  });
});
