import { searchMeetings } from './search';
import { meeting } from './fixtures';

describe('searchMeetings (the shared matcher of contracts/src/search)', () => {
  const list = [
    meeting({ title: '예산 검토', agenda: '', attendees: [] }),
    meeting({ title: '주간 회의', agenda: '', attendees: [] }),
    meeting({ title: '킥오프', agenda: '신규 프로젝트 일정 논의', attendees: [] }),
    meeting({ title: '면담', agenda: '', attendees: ['김철수', 'Alice'] }),
    meeting({ title: 'Design Review', agenda: '', attendees: [] }),
  ];
  const titles = (q: string) => searchMeetings(list, q).map((m) => m.title);

  it('matches title, agenda and attendees', () => {
    expect(titles('회의')).toEqual(['주간 회의']);
    expect(titles('프로젝트')).toEqual(['킥오프']);
    expect(titles('철수')).toEqual(['면담']);
    expect(titles('alice')).toEqual(['면담']);
  });

  it.each([
    ['회ㅇ', '주간 회의'], ['횡', '주간 회의'], ['ㅎㅇ', '주간 회의'], ['ㅈㄱ ㅎㅇ', '주간 회의'], ['ㅈㄱㅎㅇ', '주간 회의'],
    ['회의에서', '주간 회의'], ['ＤＥＳＩＧＮ', 'Design Review'], ['회의'.normalize('NFD'), '주간 회의'], ['ㄱㅊㅅ', '면담'],
  ])('when the query is %j, then it finds %j', (query, title) => {
    expect(titles(query)).toEqual([title]);
  });

  it('when the query does not match or is blank, then none or every meeting', () => {
    expect(titles('회의실')).toEqual([]);
    expect(titles('하')).toEqual([]);
    expect(titles('ㅎㄱ')).toEqual([]);
    expect(titles('  ')).toHaveLength(5);
  });
});
