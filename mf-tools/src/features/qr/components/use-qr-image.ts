import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from '../../shared/lib/use-debounced';
import { renderQrDataUrl } from '../lib/load-qrcode';
import { MAX_BYTES, utf8Length, type QrOptions } from '../lib/qr-options';

export const QR_DEBOUNCE_MS = 500;
export type QrImageState =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'loading' }
  | { kind: 'ready'; dataUrl: string; text: string }
  | { kind: 'failed' };

/** The preview image: regenerated 500 ms after the text or an option last changed. */
export function useQrImage(text: string, options: QrOptions): { state: QrImageState; pending: boolean; retry: () => void } {
  const input = useMemo(() => ({ text, options }), [text, options]);
  const settled = useDebounced(input, QR_DEBOUNCE_MS);
  const [state, setState] = useState<QrImageState>({ kind: 'empty' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const { text: t, options: o } = settled;
    if (!t) return setState({ kind: 'empty' });
    if (utf8Length(t) > MAX_BYTES[o.errorLevel]) return setState({ kind: 'tooLong', max: MAX_BYTES[o.errorLevel] });
    let live = true;
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    renderQrDataUrl(t, o).then(
      (dataUrl) => live && setState({ kind: 'ready', dataUrl, text: t }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => { live = false; };
  }, [settled, attempt]);

  return { state, pending: settled !== input, retry: () => setAttempt((n) => n + 1) };
}
