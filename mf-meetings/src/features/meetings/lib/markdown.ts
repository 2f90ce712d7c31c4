/**
 * User text made inert for Markdown: whatever a user typed renders as the same characters and never as structure
 * (a heading, list, quote, table, code, link, emphasis) or as HTML. Exports build every user value through these.
 */

const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;
/** Control characters other than tab (line breaks are gone by then). */
const CONTROLS = /(?!\t)\p{Cc}/gu;
/** Punctuation that opens inline or block structure anywhere in a line; `<` `>` `&` become entities instead. */
const SPECIAL = /[\\`*_~[\]|#]/g;

/** One line of user text for a heading, a list item or a table cell: line breaks become spaces. */
export function markdownInline(text: string): string {
  const line = text.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
  const escaped = line
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(SPECIAL, '\\$&');
  // What opens a block only at the start of a line: list markers, setext underlines, ordered-list numbers.
  return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * Multi-line user text as paragraphs: every line escaped like markdownInline, a line break kept as a hard break
 * (a trailing backslash), blank lines as paragraph breaks. Empty text gives ''.
 */
export function markdownBlock(text: string): string {
  const paragraphs: string[][] = [[]];
  for (const line of text.split(LINE_BREAKS).map(markdownInline)) {
    if (line) paragraphs[paragraphs.length - 1].push(line);
    else if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
  }
  return paragraphs.filter((p) => p.length).map((p) => p.join('\\\n')).join('\n\n');
}
