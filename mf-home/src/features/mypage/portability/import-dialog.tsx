import { useEffect, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateKeys, portabilityApi, portabilityQueries } from '@haru/api-client';
import { DATA_IMPORT_KINDS, dataImportFormSchema, type DataImportKind, type ImportReport, type RestoreReport } from '@haru/contracts';
import { Alert, Button, Modal, SegmentedControl } from '@haru/ui-kit';
import { preventImeSubmit, useContractForm } from '@haru/ui-kit/form';
import { messages } from '../../../messages/ko';
import { failureText } from './failure';
import { ImportPreview, newCount } from './import-preview';
import styles from './data.module.css';

const m = messages.data;
const EMPTY = { kind: 'backup' as DataImportKind, content: '' };
type Report = RestoreReport | ImportReport;

/** A chosen file's text (UTF-8), through FileReader, which every browser (and jsdom) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** The file's text as the request the server takes: a backup is JSON (parsed here), a CSV is sent as text. */
function send(kind: DataImportKind, content: string, write: boolean): Promise<Report> {
  if (kind === 'backup') {
    let file: unknown;
    try {
      file = JSON.parse(content);
    } catch {
      return Promise.reject(new SyntaxError(m.notJson));
    }
    return write ? portabilityApi.restore(file) : portabilityApi.previewRestore(file);
  }
  return write ? portabilityApi.runImport(kind, content) : portabilityApi.previewImport(kind, content);
}

/**
 * My page → 가져오기: choose the kind and the file → the server's preview (counts, rows, every skipped item with
 * its reason; nothing written) → confirm → the result. The same flow for a Haru backup and a Todoist or TickTick CSV.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Report | null>(null);
  const [result, setResult] = useState<Report | null>(null);
  const [writing, setWriting] = useState(false);
  const { handleSubmit, setValue, watch, setError, clearErrors, reset, getValues, formState: { errors, isSubmitting } } = useContractForm(dataImportFormSchema, { defaultValues: EMPTY });
  const kind = watch('kind');

  useEffect(() => {
    if (open) return;
    reset(EMPTY);
    setFileName('');
    setPreview(null);
    setResult(null);
  }, [open, reset]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    clearErrors();
    setValue('content', file ? await readText(file).catch(() => '') : '');
    // the name shows once the text is read, so a submit right after sees the content
    setFileName(file?.name ?? '');
  };

  const submit = handleSubmit(async ({ kind: k, content }) => {
    try {
      setPreview(await send(k, content, false));
    } catch (err) {
      setError('root.server', { message: err instanceof SyntaxError ? err.message : failureText(err, m.failed) });
    }
  });

  const confirm = async () => {
    const { kind: k, content } = getValues();
    setWriting(true);
    try {
      setResult(await send(k, content, true));
      setPreview(null);
      await invalidateKeys(queryClient, portabilityQueries.afterRestore);
    } catch (err) {
      setError('root.server', { message: failureText(err, m.failed) });
    } finally {
      setWriting(false);
    }
  };

  const again = () => {
    reset({ kind, content: '' });
    setFileName('');
    setPreview(null);
    setResult(null);
  };

  const footer = result ? <Button variant="primary" onClick={onClose}>{messages.common.close}</Button> : preview ? (
    <>
      <Button onClick={again} disabled={writing}>{m.again}</Button>
      <Button variant="primary" onClick={confirm} busy={writing} disabled={newCount(preview) === 0} data-testid="import-confirm">{writing ? m.confirming : m.confirm}</Button>
    </>
  ) : null;

  return (
    <Modal open={open} title={m.importTitle} onClose={onClose} closeLabel={messages.common.close} footer={footer}>
      {result ? (
        <Alert tone="success"><span data-testid="import-done">{m.done(newCount(result))}</span></Alert>
      ) : preview ? (
        <ImportPreview report={preview} />
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition
        <form className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate data-testid="import-form">
          <SegmentedControl label={m.kindLabel} value={kind} onChange={(v) => { setValue('kind', v); setPreview(null); }}
            options={DATA_IMPORT_KINDS.map((k) => ({ value: k, label: m.kinds[k] }))} />
          <label className={styles.file}>
            <span className={styles.fileLabel}>{m.fileLabel}</span>
            <input type="file" accept={kind === 'backup' ? '.json,application/json' : '.csv,text/csv'} onChange={onFile}
              aria-invalid={errors.content ? true : undefined} aria-describedby="import-file-hint" data-testid="import-file" />
            <span id="import-file-hint" className={styles.hint}>{fileName || m.fileHint(kind)}</span>
          </label>
          {errors.content && <p className={styles.error} role="alert">{errors.content.message}</p>}
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <div className={styles.formActions}>
            <Button onClick={onClose}>{messages.common.cancel}</Button>
            <Button type="submit" variant="primary" busy={isSubmitting} data-testid="import-preview">{isSubmitting ? m.previewing : m.preview}</Button>
          </div>
        </form>
      )}
      {(preview || result) && errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
    </Modal>
  );
}
