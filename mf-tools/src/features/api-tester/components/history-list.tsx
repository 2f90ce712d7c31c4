import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toolsApi, toolsKeys } from '@haru/api-client';
import type { HttpHistoryEntry } from '@haru/contracts';
import { formatDateTime } from '@haru/dates';
import { Alert, Button, EmptyState, Modal, Skeleton, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { statusTone } from '../lib/request-draft';
import styles from './api-tester.module.css';

const m = messages.api;
/** The user's recent requests (kept on the server, per user); choosing one loads it into the form. */
export function HistoryList({ onLoad }: { onLoad: (entry: HttpHistoryEntry) => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const history = useQuery({ queryKey: toolsKeys.history, queryFn: toolsApi.history });
  const invalidate = () => client.invalidateQueries({ queryKey: toolsKeys.history });
  const onError = (e: Error) => toast.show(e.message, 'danger');
  const remove = useMutation({ mutationFn: toolsApi.deleteHistory, onSettled: invalidate, onError });
  const clear = useMutation({ mutationFn: toolsApi.clearHistory, onSettled: invalidate, onError, onSuccess: () => setConfirming(false) });
  const [confirming, setConfirming] = useState(false);

  return (
    <section className={styles.history} aria-labelledby="api-history-title">
      <div className={styles.historyHead}>
        <h2 id="api-history-title" className={styles.h2}>{m.history}</h2>
        {!!history.data?.length && (
          <Button size="sm" variant="ghost" busy={clear.isPending} onClick={() => setConfirming(true)}>{m.historyClear}</Button>
        )}
      </div>
      {history.isPending && <div className={styles.skeletons}><Skeleton height={40} /><Skeleton height={40} /><Skeleton height={40} /></div>}
      {history.isError && (
        <Alert tone="danger">{m.historyLoadFailed} <Button size="sm" onClick={() => history.refetch()}>{m.retry}</Button></Alert>
      )}
      {history.data?.length === 0 && <EmptyState title={m.historyEmpty} />}
      {!!history.data?.length && (
        <ul className={styles.historyList}>
          {history.data.map((h) => (
            <li key={h.id} className={styles.historyItem}>
              <button type="button" className={styles.historyLoad} onClick={() => onLoad(h)} aria-label={m.historyLoad(h.method, h.url)}>
                <span className={styles.method}>{h.method}</span>
                <span className={styles.historyUrl}>{h.url}</span>
                <span className={styles.historyMeta}>
                  <span className={styles[statusTone(h.status)]}>{h.status ?? m.noResponse}</span> · {m.ms(h.time_ms)} · {formatDateTime(h.created_at)}
                </span>
              </button>
              <Button size="sm" variant="ghost" aria-label={m.historyDelete(h.url)} onClick={() => remove.mutate(h.id)}>×</Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming} title={m.historyClear} closeLabel={m.cancel} onClose={() => setConfirming(false)}
        footer={<><Button onClick={() => setConfirming(false)}>{m.cancel}</Button><Button variant="danger" busy={clear.isPending} onClick={() => clear.mutate()}>{m.historyClear}</Button></>}
      >
        <p>{m.historyClearConfirm}</p>
      </Modal>
    </section>
  );
}
