import { createMatcher, initials, normalise, searchMeetings } from './search';
import { meeting } from './fixtures';

describe('createMatcher', () => {
  it.each([
    ['회', '주간 회의'],
    ['회의', '주간 회의'],
    ['회ㅇ', '주간 회의'],
    ['횡', '주간 회의'],
    ['회읭', '긴급 회의안건'],
    ['ㅎㅇ', '주간 회의'],
    ['ㅈㄱ ㅎㅇ', '주간 회의'],
    ['design', 'Design Review'],
    ['ＤＥＳＩＧＮ', 'design review'],
    ['ｄｅｓｉｇｎ', 'DESIGN'],
    ['review', 'ｒｅｖｉｅｗ'],
    ['회의', '회의'.normalize('NFD')],
    ['  주간   회의 ', '주간 회의'],
  ])('when the query is %j, then it matches %j', (query, text) => {
    expect(createMatcher(query)(text)).toBe(true);
  });

  it.each([
    ['회의실', '주간 회의'],
    ['ㅎㄱ', '주간 회의'],
    ['xyz', '주간 회의'],
    ['하', '회의'],
  ])('when the query is %j, then it does not match %j', (query, text) => {
    expect(createMatcher(query)(text)).toBe(false);
  });

  it('when the query is blank, then everything matches', () => {
    expect(createMatcher('   ')('무엇이든')).toBe(true);
  });
});

describe('normalise and initials', () => {
  it('folds width and case and decomposes syllables', () => {
    expect(normalise('Ａb 회')).toBe('ab 회'.normalize('NFD'));
    expect(initials('주간 회의 A')).toBe('ᄌᄀ ᄒᄋ a');
  });
});

describe('searchMeetings', () => {
  const list = [
    meeting({ title: '예산 검토', agenda: '', attendees: [] }),
    meeting({ title: '주간 회의', agenda: '', attendees: [] }),
    meeting({ title: '킥오프', agenda: '신규 프로젝트 일정 논의', attendees: [] }),
    meeting({ title: '면담', agenda: '', attendees: ['김철수', 'Alice'] }),
  ];
  const titles = (q: string) => searchMeetings(list, q).map((m) => m.title);

  it('matches title, agenda and attendees', () => {
    expect(titles('회의')).toEqual(['주간 회의']);
    expect(titles('프로젝트')).toEqual(['킥오프']);
    expect(titles('철수')).toEqual(['면담']);
    expect(titles('alice')).toEqual(['면담']);
    expect(titles('')).toHaveLength(4);
  });
});
