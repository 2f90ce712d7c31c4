import MarkdownIt from 'markdown-it';
import { fileName, meetingToMarkdown, meetingsToCsv, meetingsToMarkdown } from './export';
import { meeting } from './fixtures';

const parser = new MarkdownIt({ html: true, linkify: true });
const tokens = (markdown: string) => parser.parse(markdown, {}).flatMap((t) => [t, ...(t.children ?? [])]);
/** The headings a reader sees, as `## text`. */
function headings(markdown: string): string[] {
  const all = parser.parse(markdown, {});
  const text = (i: number) => (all[i].children ?? []).map((c) => c.content).join('');
  return all.flatMap((t, i) => (t.type === 'heading_open' ? [`${t.markup} ${text(i + 1)}`] : []));
}

describe('meetingsToCsv', () => {
  it('starts with a BOM and a Korean header, quotes and neutralises cells', () => {
    const csv = meetingsToCsv([meeting({ title: '예산, "확정"', date: '2025-01-19', time: '14:30', attendees: ['김철수', '이영희'], agenda: '=SUM(A1)' })]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('제목,날짜,시간,장소,참석자,안건,내용,결정사항,액션아이템,작성일');
    expect(row.startsWith('"예산, ""확정""",2025-01-19,14:30,,"김철수, 이영희",\'=SUM(A1),')).toBe(true);
  });
});

describe('meetingsToCsv dates', () => {
  it('writes 작성일 as a Seoul wall-clock date-time', () => {
    const csv = meetingsToCsv([meeting({ created_at: '2025-01-18T15:00:00.000Z' })]);
    expect(csv.split('\r\n')[1].endsWith(',2025-01-19 00:00')).toBe(true);
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
    expect(md).toContain('## 액션아이템\n\n- ☐ \\- 보고서 작성');
  });

  it('when user text carries newlines, forged sections, raw HTML and javascript: links, then only the sections and list the app wrote exist', () => {
    const hostile = meeting({
      title: '주간 회의\n## 결정\n<script>alert(1)</script>', location: '3층\n# 장소 <b>', attendees: ['김철수\n## 참석', '[이영희](javascript:alert(1))'],
      agenda: '## 결정\n> 인용\n| a | b |\n|---|---|', content: '[눌러](javascript:alert(document.cookie))\n<img src=x onerror=alert(1)>\n    코드',
      decisions: '결정\n---\n```\n<!-- 주석 -->', action_items: '- [ ] 보고서 작성\n1. 예산 확정\n<javascript:alert(1)>',
    });
    for (const markdown of [meetingToMarkdown(hostile), meetingsToMarkdown([hostile, hostile]).split('\n---\n\n')[1]]) {
      expect(headings(markdown)).toEqual([
        '# 회의록: 주간 회의 ## 결정 <script>alert(1)</script>', '## 안건', '## 내용', '## 결정사항', '## 액션아이템',
      ]);
      const types = tokens(markdown).map((t) => t.type);
      for (const forbidden of ['html_block', 'html_inline', 'link_open', 'image', 'code_inline', 'code_block', 'fence', 'blockquote_open', 'table_open', 'hr', 'ordered_list_open']) {
        expect([forbidden, types.includes(forbidden)]).toEqual([forbidden, false]);
      }
      // The three facts and the three action items.
      expect(types.filter((t) => t === 'list_item_open')).toHaveLength(6);
      expect(markdown).toContain('- **장소**: 3층 \\# 장소 &lt;b&gt;');
      expect(markdown).toContain('- **참석자**: 김철수 \\#\\# 참석, \\[이영희\\](javascript:alert(1))');
    }
  });
});

describe('action items in the 회의록 (issue 21)', () => {
  const rows = [
    { id: 'a', text: '보고서 작성', owner: '김철수', due_date: '2026-12-01', done: false, todo_id: '65a1b2c3d4e5f6a7b8c9d0e1' },
    { id: 'b', text: '예산\n## 가짜 섹션 [x](javascript:alert(1))', owner: '외부\n# 업체', due_date: null, done: true, todo_id: null },
  ];

  it('prints a task list (☐/☑, 담당, 기한) with the to-do link', () => {
    const md = meetingToMarkdown(meeting({ title: '주간 회의', action_item_rows: rows }), 'https://haru.example');
    expect(md).toContain('## 액션아이템\n\n- ☐ 보고서 작성 (담당: 김철수, 기한: 2026년 12월 1일 (화)) [할일 보기](https://haru.example/todo/65a1b2c3d4e5f6a7b8c9d0e1)\n- ☑ 예산 \\#\\# 가짜 섹션');
  });

  it('when row text or a title carries a newline or ##, then no section, heading or link other than the to-do link is made', () => {
    const md = meetingToMarkdown(meeting({ title: '회의\n## 액션아이템', action_item_rows: rows }), '');
    expect(headings(md)).toEqual(['# 회의록: 회의 ## 액션아이템', '## 안건', '## 내용', '## 결정사항', '## 액션아이템']);
    const links = tokens(md).filter((t) => t.type === 'link_open').map((t) => t.attrGet('href'));
    expect(links).toEqual(['/todo/65a1b2c3d4e5f6a7b8c9d0e1']);
  });
});

describe('fileName', () => {
  it('drops characters file systems refuse', () => {
    expect(fileName('a/b:c*?', 'md')).toBe('a b c.md');
    expect(fileName('  ', 'csv')).toBe('meeting.csv');
  });
});
