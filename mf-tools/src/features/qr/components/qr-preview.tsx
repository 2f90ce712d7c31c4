import { Button, Spinner, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { renderQrDataUrl } from '../lib/load-qrcode';
import { fileName, type QrOptions } from '../lib/qr-options';
import type { QrImageState } from './use-qr-image';
import styles from './qr-generator.module.css';

const m = messages.qr;

/** Decoded by hand: the shell's CSP (connect-src 'self') refuses fetch() of data: URLs. */
function dataUrlToBlob(dataUrl: string): Blob {
  const [head, base64] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /data:([^;]+)/.exec(head)?.[1] ?? 'image/png' });
}

/** The preview, download (always from the current settings, even mid-debounce) and copy-to-clipboard. */
export function QrPreview({ state, pending, text, options, onRetry }: { state: QrImageState; pending: boolean; text: string; options: QrOptions; onRetry: () => void }) {
  const toast = useToast();
  const canUse = state.kind === 'ready' && !!text;

  const download = async () => {
    const url = await renderQrDataUrl(text, options);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName(options.fileFormat);
    document.body.append(a);
    a.click();
    a.remove();
  };

  const copy = async () => {
    try {
      // Clipboards take PNG only, whatever the download format.
      const png = renderQrDataUrl(text, { ...options, fileFormat: 'png' }).then(dataUrlToBlob);
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
      toast.show(m.copied, 'success');
    } catch {
      toast.show(m.copyFailed, 'danger');
    }
  };

  return (
    <section className={styles.preview} aria-labelledby="qr-preview-title">
      <h2 id="qr-preview-title" className={styles.legend}>{m.preview}</h2>
      <div className={styles.canvas} aria-busy={pending || state.kind === 'loading'} data-state={state.kind}>
        {state.kind === 'empty' && <p className={styles.muted}>{m.previewEmpty}</p>}
        {state.kind === 'loading' && <Spinner label={m.generating} />}
        {state.kind === 'tooLong' && <p className={styles.fieldError} role="alert">{m.tooLong(state.max)}</p>}
        {state.kind === 'failed' && (
          <div role="alert" className={styles.failed}>
            <p>{m.loadFailed}</p>
            <Button size="sm" onClick={onRetry}>{m.retry}</Button>
          </div>
        )}
        {state.kind === 'ready' && <img src={state.dataUrl} alt={m.previewAlt(state.text)} className={styles.image} data-testid="qr-image" />}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onClick={download} disabled={!canUse}>{m.download(fileName(options.fileFormat))}</Button>
        <Button onClick={copy} disabled={!canUse}>{m.copy}</Button>
      </div>
    </section>
  );
}
