import fc from 'fast-check';
import { actionItemRowsSchema, deriveActionItems, splitActionItems } from './meeting-actions';
import { meetingInputSchema } from './meetings';

const visible = (s: string) => s.replace(/\s/g, '');

describe('action items: rows ↔ the spec string', () => {
  it('derives one "- [ ] 내용 (담당, 기한)" line per row', () => {
    expect(deriveActionItems([
      { text: '보고서', owner: '김철수', due_date: '2026-12-01', done: false },
      { text: '예산', owner: '', due_date: '2026-12-02', done: true },
      { text: '예약', owner: '이영희', due_date: null, done: false },
      { text: '정리', owner: '', due_date: null, done: false },
    ])).toBe('- [ ] 보고서 (김철수, 2026-12-01)\n- [x] 예산 (2026-12-02)\n- [ ] 예약 (이영희)\n- [ ] 정리');
  });

  it('splits a derived string back into the same rows (attendees name the owners given alone)', () => {
    const rows = [
      { text: '보고서 (초안)', owner: '김철수', due_date: '2026-12-01', done: false },
      { text: '예산, 결산', owner: '', due_date: null, done: true },
      { text: '예약', owner: '이영희', due_date: null, done: false },
    ];
    expect(splitActionItems(deriveActionItems(rows), ['김철수', '이영희'])).toEqual(rows);
  });

  it('keeps a trailing "(…)" that is neither a date nor an attendee in the text', () => {
    expect(splitActionItems('- [ ] 보고서 (초안)', ['김철수'])).toEqual([{ text: '보고서 (초안)', owner: '', due_date: null, done: false }]);
  });

  it('splits free text one row per line, long lines over several rows, without losing a visible character', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 1000 }), (text) => {
      const rows = splitActionItems(text);
      expect(rows.every((r) => r.text.length > 0 && [...r.text].length <= 200)).toBe(true);
      // Free text (no '- [ ] ' lines) keeps every character that is not white space, in order, in the rows' text.
      if (!/(^|\n|\r)\s*- \[[ xX]\] /.test(text)) expect(visible(rows.map((r) => r.text).join(''))).toBe(visible(text));
    }));
  });

  it('drops blank rows and trims, like blank attendees; a meeting body over 1000 derived characters is refused', () => {
    expect(actionItemRowsSchema.parse([{ text: '  할일 ' }, { text: ' ' }])).toEqual([{ text: '할일', owner: '', due_date: null, done: false }]);
    const body = { title: '회의', date: '2026-11-24', time: '10:00' };
    expect(meetingInputSchema.safeParse({ ...body, action_item_rows: Array.from({ length: 4 }, () => ({ text: '가'.repeat(200) })) }).success).toBe(true);
    expect(meetingInputSchema.safeParse({ ...body, action_item_rows: Array.from({ length: 5 }, () => ({ text: '가'.repeat(200) })) }).success).toBe(false);
  });
});
