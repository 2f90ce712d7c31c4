import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Select, useToast, downloadFile } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { ToolPage } from '../../shared/components/tool-page';
import { copyText } from '../../shared/lib/clipboard';
import type { JsonSyntaxProblem, JsonTask } from '../../shared/lib/process-json';
import { jsonProblemText } from '../../shared/lib/json-problem-text';
import { runJson } from '../lib/run-json';
import { VirtualText } from './virtual-text';
import styles from './json-formatter.module.css';

const m = messages.formatter;
type Indent = '2' | '4' | 'tab';
const INDENTS = (['2', '4', 'tab'] as const).map((value) => ({ value, label: m.indentOptions[value] }));
type Status = { tone: 'success'; text: string } | { tone: 'danger'; problem: JsonSyntaxProblem } | { tone: 'info'; text: string } | null;

function countLines(text: string): number {
  let n = text ? 1 : 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

const fmt = (n: number) => n.toLocaleString('ko-KR');
/** From this size text is shown in a virtual view, never a textarea (whose layout would freeze the page). */
export const LARGE_TEXT = 500_000;
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const megabytes = (chars: number) => `${(chars / 1024 / 1024).toFixed(1)}MB`;

/** /json-formatter: format, minify and validate; big documents are processed in a worker. */
export function JsonFormatter() {
  const toast = useToast();
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [indent, setIndent] = useState<Indent>('2');
  const [sortKeys, setSortKeys] = useState(true);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputStats = useMemo(() => m.stats(fmt(input.length), fmt(countLines(input))), [input]);
  const outputStats = useMemo(() => m.stats(fmt(output.length), fmt(countLines(output))), [output]);

  async function run(task: JsonTask) {
    if (!task.text.trim()) {
      setStatus({ tone: 'info', text: m.empty });
      return;
    }
    const id = ++latest.current;
    setBusy(true);
    const result = await runJson(task);
    if (id !== latest.current) return; // a newer action replaced this one
    setBusy(false);
    if (!result.ok) {
      setOutput(''); // never leave the output of an earlier, valid input beside an invalid one
      setStatus({ tone: 'danger', problem: result.error });
      return;
    }
    if (task.kind === 'validate') setStatus({ tone: 'success', text: m.valid });
    else {
      setOutput(result.output);
      setStatus(null);
    }
  }

  const format = () => run({ kind: 'format', text: input, indent, sortKeys });
  const minify = () => run({ kind: 'minify', text: input, sortKeys });
  const validate = () => run({ kind: 'validate', text: input });
  const clear = () => {
    latest.current += 1;
    setBusy(false);
    setInput('');
    setOutput('');
    setStatus(null);
    inputRef.current?.focus();
  };
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.show(done, 'success');
    else toast.show(m.copyFailed, 'danger');
  };
  const goToError = (p: JsonSyntaxProblem) => {
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(p.position, Math.min(p.position + 1, input.length));
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (pasted.length < LARGE_TEXT) return;
    e.preventDefault(); // a large paste goes straight to state; the textarea gives way to the virtual view
    const { selectionStart, selectionEnd, value } = e.currentTarget;
    setInput(value.slice(0, selectionStart) + pasted + value.slice(selectionEnd));
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return toast.show(m.fileTooLarge, 'danger');
    try {
      setInput(await file.text());
      setOutput('');
      setStatus(null);
    } catch {
      toast.show(m.fileReadFailed, 'danger');
    }
  };
  const fileRef = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void format();
    }
  };

  return (
    <ToolPage title={messages.titles['/json-formatter']} wide>
      <div className={styles.toolbar} role="group" aria-label={m.indentGroup}>
        <div className={styles.indent}><Select label={m.indent} value={indent} options={INDENTS} onChange={setIndent} /></div>
        <label className={styles.check}>
          <input type="checkbox" checked={sortKeys} onChange={(e) => setSortKeys(e.target.checked)} />
          {m.sortKeys}
        </label>
        <div className={styles.buttons}>
          <Button variant="primary" onClick={format} busy={busy}>{m.format}</Button>
          <Button onClick={minify} disabled={busy}>{m.minify}</Button>
          <Button onClick={validate} disabled={busy}>{m.validate}</Button>
          <Button variant="ghost" onClick={clear}>{m.clear}</Button>
        </div>
      </div>
      <div aria-live="polite" className={styles.status}>
        {busy && <p className={styles.working} role="status">{m.working}</p>}
        {!busy && status?.tone === 'success' && <p className={styles.valid} role="status">✓ {status.text}</p>}
        {!busy && status?.tone === 'info' && <Alert tone="info">{status.text}</Alert>}
        {!busy && status?.tone === 'danger' && (
          <div className={styles.invalid} role="alert">
            <strong>{m.invalid}</strong>
            <span>{jsonProblemText(status.problem)}</span>
            <Button size="sm" variant="ghost" onClick={() => goToError(status.problem)}>{m.goToError}</Button>
          </div>
        )}
      </div>
      <div className={styles.panes}>
        <div className={styles.pane}>
          <div className={styles.paneHead}>
            <label htmlFor="json-input" className={styles.label}>{m.input}</label>
            <span className={styles.meta}>{inputStats}</span>
          </div>
          {input.length >= LARGE_TEXT ? (
            <>
              <VirtualText id="json-input" text={input} label={m.input} />
              <p className={styles.meta}>{m.largeInput(megabytes(input.length))}</p>
            </>
          ) : (
            <textarea
              id="json-input" ref={inputRef} className={styles.code} value={input} spellCheck={false} placeholder={m.inputPlaceholder}
              onChange={(e) => setInput(e.target.value)} onPaste={onPaste} onKeyDown={onKeyDown} aria-describedby="json-input-hint" aria-invalid={status?.tone === 'danger' || undefined}
            />
          )}
          <div className={styles.paneFoot}>
            <span id="json-input-hint" className={`${styles.meta} ${styles.shortcut}`}>{m.shortcut}</span>
            <span className={styles.footButtons}>
              <input ref={fileRef} type="file" accept=".json,application/json,text/plain" className="haru-visually-hidden" tabIndex={-1} aria-label={m.openFile} onChange={(e) => { void openFile(e.target.files?.[0]); e.target.value = ''; }} />
              <Button size="sm" onClick={() => fileRef.current?.click()}>{m.openFile}</Button>
              <Button size="sm" onClick={() => copy(input, m.copiedInput)} disabled={!input}>{m.copyInput}</Button>
            </span>
          </div>
        </div>
        <div className={styles.pane}>
          <div className={styles.paneHead}>
            <label htmlFor="json-output" className={styles.label}>{m.output}</label>
            <span className={styles.meta}>{outputStats}</span>
          </div>
          {output.length >= LARGE_TEXT
            ? <VirtualText id="json-output" text={output} label={m.output} />
            : <textarea id="json-output" className={styles.code} value={output} readOnly spellCheck={false} placeholder={m.outputPlaceholder} />}
          <div className={styles.paneFoot}>
            <span />
            <span className={styles.footButtons}>
              <Button size="sm" onClick={() => downloadFile(m.downloadName, output, 'application/json')} disabled={!output}>{m.download}</Button>
              <Button size="sm" onClick={() => copy(output, m.copiedOutput)} disabled={!output}>{m.copyOutput}</Button>
            </span>
          </div>
        </div>
      </div>
    </ToolPage>
  );
}
