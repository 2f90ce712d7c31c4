import { useState } from 'react';
import { portabilityApi } from '@haru/api-client';
import { Alert, Button, downloadFile, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import page from '../../../shared/page.module.css';
import { failureText } from './failure';
import { FeedDialog } from './feed-dialog';
import { ImportDialog } from './import-dialog';
import styles from './data.module.css';

const m = messages.data;

/** My page → 내 데이터: download a backup, import a file (backup, Todoist, TickTick), the private calendar feed. */
export function DataSection() {
  const toast = useToast();
  const [dialog, setDialog] = useState<'import' | 'feed' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onExport = async () => {
    setExporting(true);
    setError(null);
    try {
      const { fileName, data } = await portabilityApi.downloadBackup();
      downloadFile(fileName, JSON.stringify(data, null, 2), 'application/json;charset=utf-8');
      toast.show(m.exported, 'success');
    } catch (err) {
      setError(failureText(err, m.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="my-data" className={page.card}>
      <h2 id="my-data" className={page.sectionTitle}>{m.heading}</h2>
      <div className={styles.actions}>
        <Button onClick={onExport} busy={exporting} data-testid="data-export">{exporting ? m.exporting : m.exportLabel}</Button>
        <Button onClick={() => setDialog('import')} data-testid="data-import">{m.importLabel}</Button>
        <Button onClick={() => setDialog('feed')} data-testid="data-feed">{m.feedLabel}</Button>
      </div>
      {error && <Alert>{error}</Alert>}
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      <FeedDialog open={dialog === 'feed'} onClose={() => setDialog(null)} />
    </section>
  );
}
