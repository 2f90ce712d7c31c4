import { useMemo, useState } from 'react';
import { Button, EmptyState, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { ToolPage } from '../../shared/components/tool-page';
import { copyText } from '../../shared/lib/clipboard';
import { jsonProblemText } from '../../shared/lib/json-problem-text';
import { useDebounced } from '../../shared/lib/use-debounced';
import { compareTexts, preview, type JsonDifference } from '../lib/diff';
import { SAMPLE_LEFT, SAMPLE_RIGHT } from '../lib/samples';
import styles from './json-compare.module.css';

const m = messages.compare;
export const COMPARE_DEBOUNCE_MS = 1000;

/** /json-compare: compares automatically once typing has stopped for a second. */
export function JsonCompare() {
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('');
  const texts = useMemo(() => ({ left, right }), [left, right]);
  const settled = useDebounced(texts, COMPARE_DEBOUNCE_MS);
  const outcome = useMemo(() => compareTexts(settled.left, settled.right), [settled]);
  const pending = settled.left !== left || settled.right !== right;

  const loadSample = () => {
    setLeft(SAMPLE_LEFT);
    setRight(SAMPLE_RIGHT);
  };
  const clearAll = () => {
    setLeft('');
    setRight('');
  };

  return (
    <ToolPage title={messages.titles['/json-compare']} wide>
      <div className={styles.toolbar}>
        <Button onClick={loadSample}>{m.sample}</Button>
        <Button variant="ghost" onClick={clearAll} disabled={!left && !right}>{m.clearAll}</Button>
        <span className={styles.hint}>{m.waiting}</span>
      </div>
      <div className={styles.inputs}>
        {(['left', 'right'] as const).map((side) => (
          <div key={side} className={styles.pane}>
            <label htmlFor={`compare-${side}`} className={styles.label}>{m[side]}</label>
            <textarea
              id={`compare-${side}`} className={styles.code} spellCheck={false} value={side === 'left' ? left : right}
              onChange={(e) => (side === 'left' ? setLeft : setRight)(e.target.value)}
              aria-invalid={(!pending && outcome.state === 'error' && outcome.side === side) || undefined}
            />
          </div>
        ))}
      </div>
      <section className={styles.result} aria-live="polite" aria-busy={pending} data-state={pending ? 'pending' : outcome.state}>
        {outcome.state === 'empty' && <EmptyState title={m.emptyTitle} description={m.emptyText} />}
        {outcome.state === 'error' && (
          <div className={styles.error} role="alert">
            <strong>{m.errorTitle}: {m.errorSide[outcome.side]}</strong>
            <span>{jsonProblemText(outcome.problem)}</span>
          </div>
        )}
        {outcome.state === 'identical' && <p className={styles.identical} role="status">✓ {m.identical}</p>}
        {outcome.state === 'different' && <DifferenceList differences={outcome.differences} />}
      </section>
    </ToolPage>
  );
}

function DifferenceList({ differences }: { differences: JsonDifference[] }) {
  const toast = useToast();
  const count = (kind: JsonDifference['kind']) => differences.filter((d) => d.kind === kind).length;
  const copy = async (path: string) => {
    if (await copyText(path)) toast.show(m.copiedPath, 'success');
    else toast.show(m.copyFailed, 'danger');
  };
  return (
    <>
      <div className={styles.summary}>
        <h2 className={styles.heading}>{m.differentTitle(differences.length)}</h2>
        <span className={styles.counts}>{m.summary(count('added'), count('removed'), count('modified'))}</span>
      </div>
      <ul className={styles.list}>
        {differences.map((d) => (
          <li key={`${d.kind}:${d.path}`} className={`${styles.item} ${styles[d.kind]}`}>
            <span className={styles.badge}>{m.kinds[d.kind]}</span>
            <button type="button" className={styles.path} onClick={() => copy(d.path)} aria-label={m.copyPath(d.path)} title={m.copyPath(d.path)}>
              {d.path}
            </button>
            <span className={styles.values}>
              {d.kind !== 'added' && <code className={styles.old}>{preview(d.oldValue)}</code>}
              {d.kind === 'modified' && <span aria-hidden="true"> {m.arrow} </span>}
              {d.kind !== 'removed' && <code className={styles.new}>{preview(d.newValue)}</code>}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
