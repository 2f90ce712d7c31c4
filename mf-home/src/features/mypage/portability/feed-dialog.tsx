import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portabilityApi, portabilityKeys, portabilityQueries } from '@haru/api-client';
import { formatDate, toCalendarDate } from '@haru/dates';
import { Alert, Button, ConfirmDialog, Modal, Spinner, TextField, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { failureText } from './failure';
import styles from './data.module.css';

const m = messages.data;
type Confirm = 'regenerate' | 'revoke' | null;

/**
 * My page → 캘린더 구독: makes the private ICS URL (shown once: only its hash is stored), copies it, remakes it
 * (the old URL stops at once) and revokes it, each after a ConfirmDialog.
 */
export function FeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({ ...portabilityQueries.feed(), enabled: open });
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) { setUrl(null); setError(null); setConfirm(null); }
  }, [open]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: portabilityKeys.feed() });
    } catch (err) {
      setError(failureText(err, m.feedFailed));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const create = () => run(async () => {
    const made = await portabilityApi.createFeed();
    setUrl(new URL(made.url, window.location.origin).href);
  });
  const revoke = () => run(async () => {
    await portabilityApi.revokeFeed();
    setUrl(null);
    toast.show(m.feedRevoked, 'success');
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      toast.show(m.feedCopied, 'success');
    } catch {
      setError(m.feedCopyFailed);
    }
  };

  const active = status.data?.active ?? false;
  const setHolidays = (holidays: boolean) => run(async () => { await portabilityApi.setFeedOptions({ holidays }); });
  let body;
  if (status.isPending) body = <Spinner label={messages.common.loading} />;
  else if (status.isError) body = <Alert>{messages.common.loadFailed} <Button onClick={() => status.refetch()}>{messages.common.retry}</Button></Alert>;
  else if (url) {
    body = (
      <div className={styles.url}>
        <TextField label={m.feedUrlLabel} value={url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="feed-url" />
        <p className={styles.hint}>{m.feedOnce}</p>
        <div className={styles.actions}><Button variant="primary" onClick={copy}>{m.feedCopy}</Button></div>
      </div>
    );
  } else if (!active) {
    body = (
      <>
        <p className={styles.muted} role="status">{m.feedNone}</p>
        <div className={styles.actions}><Button variant="primary" onClick={create} busy={busy} data-testid="feed-create">{busy ? m.feedCreating : m.feedCreate}</Button></div>
      </>
    );
  } else {
    body = <p className={styles.muted} role="status">{m.feedActive(formatDate(toCalendarDate(status.data?.created_at ?? '') ?? ''))}</p>;
  }

  return (
    <>
      <Modal open={open && confirm === null} title={m.feedTitle} onClose={onClose} closeLabel={messages.common.close}
        footer={active && !status.isPending ? (
          <>
            <Button variant="danger" onClick={() => setConfirm('revoke')} disabled={busy} data-testid="feed-revoke">{m.feedRevoke}</Button>
            <Button onClick={() => setConfirm('regenerate')} disabled={busy} data-testid="feed-regenerate">{m.feedRegenerate}</Button>
          </>
        ) : <Button onClick={onClose}>{messages.common.close}</Button>}>
        <div className={styles.form}>
          <p className={styles.muted}>{m.feedIntro}</p>
          {body}
          {active && !status.isPending && (
            <label className={styles.check}>
              <input type="checkbox" checked={status.data?.holidays ?? false} disabled={busy} onChange={(e) => setHolidays(e.currentTarget.checked)} data-testid="feed-holidays" />
              {m.feedHolidays}
            </label>
          )}
          {error && <Alert>{error}</Alert>}
        </div>
      </Modal>
      <ConfirmDialog open={confirm === 'regenerate'} title={m.feedRegenerateTitle} body={m.feedRegenerateBody} confirmLabel={m.feedRegenerate}
        busyLabel={m.feedCreating} cancelLabel={messages.common.cancel} closeLabel={messages.common.close} busy={busy} onConfirm={create} onCancel={() => setConfirm(null)} />
      <ConfirmDialog open={confirm === 'revoke'} title={m.feedRevokeTitle} body={m.feedRevokeBody} confirmLabel={m.feedRevoke}
        busyLabel={m.feedRevoking} cancelLabel={messages.common.cancel} closeLabel={messages.common.close} busy={busy} onConfirm={revoke} onCancel={() => setConfirm(null)} />
    </>
  );
}
