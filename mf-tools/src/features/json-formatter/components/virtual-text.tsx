import { useMemo, useState } from 'react';
import styles from './virtual-text.module.css';

const LINE_PX = 20;
const VIEW_PX = 480;
const OVERSCAN = 30;
/** Only this much of a single line is drawn (a minified document is one huge line); copy and download get all. */
const LINE_CHARS = 2000;

/**
 * A read-only text view that draws only the lines in sight. Browsers lay out a textarea's whole content, which
 * for a pretty-printed 5 MB document (hundreds of thousands of lines) blocks the page for many seconds.
 */
export function VirtualText({ text, label, id }: { text: string; label: string; id?: string }) {
  const lines = useMemo(() => text.split('\n'), [text]);
  const [top, setTop] = useState(0);
  const first = Math.max(0, Math.floor(top / LINE_PX) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((top + VIEW_PX) / LINE_PX) + OVERSCAN);
  return (
    <div
      id={id} className={styles.viewport} style={{ height: VIEW_PX }} tabIndex={0} role="textbox" aria-readonly="true" aria-multiline="true" aria-label={label}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)} data-lines={lines.length}
    >
      <div style={{ height: lines.length * LINE_PX, position: 'relative' }}>
        <div style={{ transform: `translateY(${first * LINE_PX}px)` }}>
          {lines.slice(first, last).map((line, i) => (
            <div key={first + i} className={styles.line} style={{ height: LINE_PX, lineHeight: `${LINE_PX}px` }}>
              {line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line || ' '}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
