import { agendaPreview, charCount } from './format';

describe('agendaPreview', () => {
  it('keeps up to 100 characters and adds an ellipsis beyond', () => {
    expect(agendaPreview('가'.repeat(100))).toBe('가'.repeat(100));
    expect(agendaPreview('가'.repeat(101))).toBe(`${'가'.repeat(100)}…`);
    expect(agendaPreview('첫 줄\n\n둘째 줄')).toBe('첫 줄 둘째 줄');
  });

  it('never cuts an emoji in half', () => {
    expect(agendaPreview('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
    expect(charCount('😀가')).toBe(2);
  });
});
