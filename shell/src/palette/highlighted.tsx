import type { Snippet } from '@haru/contracts';

/** The snippet's text with each matched range in <mark>: built from ranges, never from HTML. */
export function Highlighted({ snippet, className }: { snippet: Snippet; className?: string }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const mark of snippet.marks) {
    if (mark.start < at) continue;
    if (mark.start > at) parts.push({ text: snippet.text.slice(at, mark.start), marked: false });
    parts.push({ text: snippet.text.slice(mark.start, mark.end), marked: true });
    at = mark.end;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false });
  return (
    <span className={className}>
      {parts.map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </span>
  );
}
