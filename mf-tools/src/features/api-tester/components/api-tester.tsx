import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toolsApi, toolsKeys } from '@haru/api-client';
import { BODY_TYPES, HTTP_METHODS, type HttpMethod, type HttpToolResult } from '@haru/contracts';
import { Alert, Button, EmptyState, Select, Spinner } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { ToolPage } from '../../shared/components/tool-page';
import { tabKeyHandler } from '../../shared/lib/tab-keys';
import { canHaveBody, draftProblem, emptyDraft, fromHistory, toRequest, type Draft } from '../lib/request-draft';
import { HistoryList } from './history-list';
import { KeyValueEditor } from './key-value-editor';
import { ResponseView } from './response-view';
import styles from './api-tester.module.css';

const m = messages.api;
const METHODS = HTTP_METHODS.map((value) => ({ value, label: value }));
const BODY_OPTIONS = BODY_TYPES.map((value) => ({ value, label: m.bodyTypes[value] }));
const TABS = ['query', 'headers', 'body'] as const;
type Tab = (typeof TABS)[number];

/** /api-tester: the request goes out from the API server (no CORS limits), through its address guard. */
export function ApiTester() {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [tab, setTab] = useState<Tab>('query');
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const send = useMutation<HttpToolResult, Error, Draft>({
    mutationFn: (d) => {
      abort.current = new AbortController();
      return toolsApi.sendHttp(toRequest(d), abort.current.signal);
    },
    onSettled: () => client.invalidateQueries({ queryKey: toolsKeys.history }),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (found) send.reset(); // a response to an earlier request never stays beside the new request's error
    else send.mutate(draft);
  };
  const cancel = () => {
    abort.current?.abort();
    send.reset();
  };

  return (
    <ToolPage title={messages.titles['/api-tester']} wide>
      <div className={styles.layout}>
        <div className={styles.main}>
          <form className={styles.request} onSubmit={submit} noValidate>
            <div className={styles.line}>
              <div className={styles.method}><Select label={m.method} value={draft.method} options={METHODS} onChange={(v) => set('method', v as HttpMethod)} /></div>
              <div className={styles.url}>
                <label htmlFor="api-url" className={styles.label}>{m.url}</label>
                <input
                  id="api-url" className={styles.input} type="url" inputMode="url" value={draft.url} placeholder={m.urlPlaceholder} spellCheck={false}
                  onChange={(e) => set('url', e.target.value)} aria-invalid={!!problem || undefined} aria-describedby={problem ? 'api-url-error' : 'api-note'}
                />
              </div>
              {send.isPending
                ? <Button type="button" onClick={cancel}>{m.cancel}</Button>
                : <Button type="submit" variant="primary">{m.send}</Button>}
            </div>
            {problem && <p id="api-url-error" className={styles.error} role="alert">{problem}</p>}
            <p id="api-note" className={styles.note}>{m.secretNote}</p>
            <div className={styles.tabs} role="tablist" aria-label={m.requestOptions}>
              {TABS.map((t) => (
                <button key={t} type="button" role="tab" id={`req-tab-${t}`} aria-selected={tab === t} aria-controls={`req-panel-${t}`} tabIndex={tab === t ? 0 : -1} className={styles.tab} onClick={() => setTab(t)} onKeyDown={tabKeyHandler(TABS, tab, setTab, (id) => `req-tab-${id}`)}>
                  {m.tabs[t]}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`req-panel-${tab}`} aria-labelledby={`req-tab-${tab}`} className={styles.panel}>
              {tab === 'query' && <KeyValueEditor label={m.tabs.query} rows={draft.query} onChange={(rows) => set('query', rows)} namePlaceholder="page" />}
              {tab === 'headers' && <KeyValueEditor label={m.tabs.headers} rows={draft.headers} onChange={(rows) => set('headers', rows)} namePlaceholder="Accept" />}
              {tab === 'body' && (
                canHaveBody(draft.method) ? (
                  <div className={styles.bodyEditor}>
                    <div className={styles.bodyType}><Select label={m.bodyType} value={draft.bodyType} options={BODY_OPTIONS} onChange={(v) => set('bodyType', v)} /></div>
                    {draft.bodyType !== 'none' && (
                      <>
                        <label htmlFor="api-body" className={styles.label}>{m.bodyLabel}</label>
                        <textarea id="api-body" className={styles.code} value={draft.body} spellCheck={false} onChange={(e) => set('body', e.target.value)} placeholder={draft.bodyType === 'json' ? m.bodyJsonPlaceholder : ''} />
                      </>
                    )}
                  </div>
                ) : <p className={styles.note}>{m.bodyNotAllowed}</p>
              )}
            </div>
          </form>
          <section className={styles.responseBox} aria-labelledby="api-response-title" aria-live="polite" aria-busy={send.isPending}>
            <h2 id="api-response-title" className={styles.h2}>{m.response}</h2>
            {send.isPending && <Spinner label={m.sending} />}
            {send.isError && <Alert tone="danger">{send.error.message}</Alert>}
            {send.isSuccess && <ResponseView result={send.data} />}
            {send.isIdle && <EmptyState title={m.responseEmpty} />}
          </section>
        </div>
        <HistoryList onLoad={(h) => { setDraft(fromHistory(h)); setProblem(null); send.reset(); }} />
      </div>
    </ToolPage>
  );
}
