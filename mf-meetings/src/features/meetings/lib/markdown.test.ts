import MarkdownIt from 'markdown-it';
import { markdownBlock, markdownInline } from './markdown';

// A CommonMark parser with raw HTML and bare-URL linking switched on: the escaped text must still be plain text.
const md = new MarkdownIt({ html: true, linkify: true });

/** Every token type the parser produced, nested inline tokens included. */
function tokenTypes(markdown: string): string[] {
  return md.parse(markdown, {}).flatMap((t) => [t.type, ...(t.children ?? []).map((c) => c.type)]);
}
/** The text a reader sees: line breaks as \n, paragraphs apart by a blank line. */
function renderedText(markdown: string): string {
  const inline = md.parse(markdown, {}).filter((t) => t.type === 'inline');
  return inline.map((t) => (t.children ?? []).map((c) => (c.type.endsWith('break') ? '\n' : c.content)).join('')).join('\n\n');
}

const PLAIN_PARAGRAPH = ['paragraph_open', 'inline', 'text', 'paragraph_close'];

describe('markdownInline', () => {
  it.each([
    ['a title with a newline and a forged section', '주간 회의\n## 결정', '주간 회의 \\#\\# 결정', '주간 회의 ## 결정'],
    ['a heading marker', '# 제목', '\\# 제목', '# 제목'],
    ['a quote', '> 인용', '&gt; 인용', '> 인용'],
    ['a list item', '- 항목', '\\- 항목', '- 항목'],
    ['a plus list item', '+ 항목', '\\+ 항목', '+ 항목'],
    ['an ordered list item', '1. 첫째', '1\\. 첫째', '1. 첫째'],
    ['emphasis', '*강조* _밑줄_ ~~취소~~', '\\*강조\\* \\_밑줄\\_ \\~\\~취소\\~\\~', '*강조* _밑줄_ ~~취소~~'],
    ['a table row', '| a | b |', '\\| a \\| b \\|', '| a | b |'],
    ['a code span', '`rm -rf`', '\\`rm -rf\\`', '`rm -rf`'],
    ['a javascript: link', '[눌러](javascript:alert(1))', '\\[눌러\\](javascript:alert(1))', '[눌러](javascript:alert(1))'],
    ['an autolink', '<javascript:alert(1)>', '&lt;javascript:alert(1)&gt;', '<javascript:alert(1)>'],
    ['raw HTML', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;', '<img src=x onerror=alert(1)>'],
    ['an entity', '&lt;b&gt; &#106;', '&amp;lt;b&amp;gt; &amp;\\#106;', '&lt;b&gt; &#106;'],
    ['a backslash escape', '\\# 그대로', '\\\\\\# 그대로', '\\# 그대로'],
    ['an image', '![x](a.png)', '!\\[x\\](a.png)', '![x](a.png)'],
    ['a bare javascript: URL', 'javascript:alert(document.cookie)', 'javascript:alert(document.cookie)', 'javascript:alert(document.cookie)'],
    ['a setext underline', '===', '\\===', '==='],
    ['indentation and control characters', '    코드\u0000\t블록\u2028끝', '코드 블록 끝', '코드 블록 끝'],
    ['Korean text', '예산 확정 (3분기)', '예산 확정 (3분기)', '예산 확정 (3분기)'],
  ])('%s', (_case, input, escaped, seen) => {
    const out = markdownInline(input);
    expect(out).toBe(escaped);
    expect(out).not.toMatch(/[\r\n]/);
    expect(tokenTypes(out)).toEqual(PLAIN_PARAGRAPH);
    expect(renderedText(out)).toBe(seen);
  });
});

describe('markdownBlock', () => {
  it('keeps lines as hard breaks and blank lines as paragraphs, and nothing becomes structure', () => {
    const input = '## 결정\n- 보고서 작성\n\n\n> 인용 <script>alert(1)</script>\r\n```\n[링크](javascript:void(0))';
    const out = markdownBlock(input);
    expect(out).toBe('\\#\\# 결정\\\n\\- 보고서 작성\n\n&gt; 인용 &lt;script&gt;alert(1)&lt;/script&gt;\\\n\\`\\`\\`\\\n\\[링크\\](javascript:void(0))');
    expect(new Set(tokenTypes(out))).toEqual(new Set(['paragraph_open', 'inline', 'text', 'hardbreak', 'paragraph_close']));
    expect(renderedText(out)).toBe('## 결정\n- 보고서 작성\n\n> 인용 <script>alert(1)</script>\n```\n[링크](javascript:void(0))');
  });

  it('gives nothing for blank text', () => {
    expect(markdownBlock('  \n\t\n')).toBe('');
  });
});
