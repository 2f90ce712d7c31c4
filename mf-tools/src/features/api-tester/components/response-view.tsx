import { useState } from 'react';
import type { HttpToolResult } from '@haru/contracts';
import { Alert, Button, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { copyText } from '../../shared/lib/clipboard';
import { tabKeyHandler } from '../../shared/lib/tab-keys';
import { prettyBody, statusTone } from '../lib/request-draft';
import styles from './api-tester.module.css';

const m = messages.api;
const TABS = ['body', 'headers'] as const;

/** Status, time, size, then the body (formatted when JSON) or the headers. */
export function ResponseView({ result }: { result: HttpToolResult }) {
  const toast = useToast();
  const [tab, setTab] = useState<'body' | 'headers'>('body');
  const body = prettyBody(result.body, result.content_type);
  const copy = async () => {
    if (await copyText(body)) toast.show(m.copied, 'success');
    else toast.show(m.copyFailed, 'danger');
  };
  return (
    <div className={styles.response} data-testid="api-response">
      <dl className={styles.metrics}>
        <div><dt>{m.status}</dt><dd className={styles[statusTone(result.status)]}>{result.status === null ? m.noResponse : `${result.status} ${result.status_text}`}</dd></div>
        <div><dt>{m.time}</dt><dd>{m.ms(result.time_ms)}</dd></div>
        <div><dt>{m.size}</dt><dd>{m.bytes(result.size)}</dd></div>
      </dl>
      {result.error && <Alert tone="danger">{result.error.message}</Alert>}
      {result.redirects.length > 0 && <p className={styles.note}>{m.redirected(result.redirects.length, result.final_url)}</p>}
      {result.truncated && <Alert tone="warning">{m.truncated}</Alert>}
      {result.status !== null && (
        <>
          <div className={styles.tabs} role="tablist" aria-label={m.response}>
            {TABS.map((t) => (
              <button key={t} type="button" role="tab" id={`resp-tab-${t}`} aria-selected={tab === t} aria-controls={`resp-panel-${t}`} tabIndex={tab === t ? 0 : -1} className={styles.tab} onClick={() => setTab(t)} onKeyDown={tabKeyHandler(TABS, tab, setTab, (id) => `resp-tab-${id}`)}>
                {m.responseTabs[t]}{t === 'headers' ? ` (${result.headers.length})` : ''}
              </button>
            ))}
          </div>
          {tab === 'body' ? (
            <div role="tabpanel" id="resp-panel-body" aria-labelledby="resp-tab-body" className={styles.panel}>
              {result.binary ? <p className={styles.note}>{m.binary}</p> : body ? (
                <>
                  {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable body must be reachable by keyboard (WCAG 2.1.1) */}
                  <pre className={styles.pre} tabIndex={0}>{body}</pre>
                  <Button size="sm" onClick={copy}>{m.copyBody}</Button>
                </>
              ) : <p className={styles.note}>{m.noBody}</p>}
            </div>
          ) : (
            <div role="tabpanel" id="resp-panel-headers" aria-labelledby="resp-tab-headers" className={styles.panel}>
              <table className={styles.headersTable}>
                <tbody>{result.headers.map((h, i) => <tr key={`${h.name}-${i}`}><th scope="row">{h.name}</th><td>{h.value}</td></tr>)}</tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
