import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@haru/ui-kit';
import { seoulTime } from '@haru/dates';
import { onServedFromCache, registerServiceWorker } from '../pwa/sw-client';
import { appMessages } from '../messages/ko-app';
import styles from './staging-banner.module.css';

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

/**
 * Offline: '오프라인 · 마지막 동기화 11:42', the time being the oldest offline copy a screen was shown (the service
 * worker reports each), or the moment the connection went away. A waiting new version: '새 버전이 있습니다 ·
 * 새로고침'. Also registers the service worker, so only signed-in screens load any of this.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const [syncedAt, setSyncedAt] = useState<Date | null>(null);
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);
  useEffect(() => onServedFromCache((at) => setSyncedAt((current) => (current && current <= at ? current : at))), []);
  useEffect(() => setSyncedAt((current) => (online ? null : current ?? new Date())), [online]);

  return (
    <>
      {!online && (
        <div className={styles.banner} role="status" data-testid="offline-banner">
          {appMessages.connection.offline(syncedAt ? seoulTime(syncedAt) : null)}
        </div>
      )}
      {applyUpdate && (
        <div className={styles.banner} role="status" data-testid="update-banner">
          <span>{appMessages.connection.updateReady} ·</span>
          <Button size="sm" onClick={applyUpdate}>{appMessages.connection.reload}</Button>
        </div>
      )}
    </>
  );
}
