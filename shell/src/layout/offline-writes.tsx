import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queuedWrites, reloadQueue, replayWrites, resolveConflict, subscribeQueue, type ReplayResult } from '@haru/api-client/offline';
import { Button } from '@haru/ui-kit';
import { appMessages } from '../messages/ko-app';
import { onReplayRequest, requestReplaySync } from '../pwa/sw-client';
import { WriteConflictDialog } from './write-conflict-dialog';
import styles from './staging-banner.module.css';

/** While writes wait and the browser says it is online, the replay is tried again this often (a failed reconnect). */
const RETRY_MS = 15_000;

/**
 * Issue 24: '동기화 대기 N건' while writes made offline wait, their replay when the connection comes back (the
 * `online` event, when the queue changes while online, every 15 s while some wait, and when the service worker's
 * Background Sync fires, where the browser has it), and the conflict view.
 * Once the server has them, every query is read again so the screens show the server's items.
 */
export function OfflineWrites() {
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [later, setLater] = useState<number | null>(null);

  const settled = useCallback((result: ReplayResult) => {
    if (result.sent) void client.invalidateQueries();
  }, [client]);
  const replay = useCallback(() => {
    if (navigator.onLine) void replayWrites().then(settled, () => undefined);
  }, [settled]);

  const conflict = writes.find((w) => w.conflict);
  const waiting = writes.length > 0 && !conflict;
  useEffect(() => {
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [replay]);
  // Background Sync: registered while writes wait; when it fires the worker asks for the replay, which runs even if
  // this page has not noticed the connection yet.
  useEffect(() => {
    if (waiting) void requestReplaySync();
  }, [waiting, writes.length]);
  useEffect(() => onReplayRequest(async () => {
    const result = await replayWrites();
    settled(result);
    return !result.blocked && (await reloadQueue()).length > 0;
  }), [settled]);
  useEffect(() => {
    if (!waiting) return undefined;
    replay();
    const timer = window.setInterval(replay, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, writes, replay]);

  const choose = async (choice: 'mine' | 'server') => {
    if (!conflict) return;
    setBusy(true);
    try {
      settled(await resolveConflict(conflict.seq, choice));
      // The item itself is read again even when nothing else was sent (서버 버전 유지).
      void client.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={writes.length ? styles.banner : undefined} role="status" aria-live="polite" data-testid="pending-writes" hidden={writes.length === 0}>
        {writes.length > 0 && <span>{appMessages.connection.pending(writes.length)}</span>}
        {conflict && later === conflict.seq && <Button size="sm" onClick={() => setLater(null)}>{appMessages.connection.showConflict}</Button>}
      </div>
      {conflict && later !== conflict.seq && (
        <WriteConflictDialog write={conflict} busy={busy} onChoose={(c) => void choose(c)} onLater={() => setLater(conflict.seq)} />
      )}
    </>
  );
}
