import { fileName, meetingToMarkdown, meetingsToCsv } from './export';
import { meeting } from './fixtures';

describe('meetingsToCsv', () => {
  it('starts with a BOM and a Korean header, quotes and neutralises cells', () => {
    const csv = meetingsToCsv([meeting({ title: '예산, "확정"', date: '2025-01-19', time: '14:30', attendees: ['김철수', '이영희'], agenda: '=SUM(A1)' })]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('제목,날짜,시간,장소,참석자,안건,내용,결정사항,액션아이템,작성일');
    expect(row.startsWith('"예산, ""확정""",2025-01-19,14:30,,"김철수, 이영희",\'=SUM(A1),')).toBe(true);
  });
});

describe('meetingToMarkdown', () => {
  it('writes a 회의록 with 일시, 참석자 and the four sections', () => {
    const md = meetingToMarkdown(meeting({
      title: '주간 회의', date: '2025-01-19', time: '14:30', location: '3층', attendees: ['김철수', '이영희'],
      agenda: '예산', content: '논의함', decisions: '', action_items: '- 보고서 작성',
    }));
    expect(md).toContain('# 회의록: 주간 회의');
    expect(md).toContain('- **일시**: 2025년 1월 19일 (일) 오후 2:30');
    expect(md).toContain('- **장소**: 3층');
    expect(md).toContain('- **참석자**: 김철수, 이영희');
    expect(md).toContain('## 안건\n\n예산');
    expect(md).toContain('## 내용\n\n논의함');
    expect(md).toContain('## 결정사항\n\n없음');
    expect(md).toContain('## 액션아이템\n\n- 보고서 작성');
  });
});

describe('fileName', () => {
  it('drops characters file systems refuse', () => {
    expect(fileName('a/b:c*?', 'md')).toBe('a b c.md');
    expect(fileName('  ', 'csv')).toBe('meeting.csv');
  });
});
