import type * as QrCodeLib from 'qrcode';
import { toRenderOptions, type QrOptions } from './qr-options';

type QrModule = typeof QrCodeLib;
let loading: Promise<QrModule> | null = null;

/** The qrcode library is fetched on first use only (its own chunk), then reused. */
export function loadQrcode(): Promise<QrModule> {
  loading ??= import(/* webpackChunkName: "qrcode" */ 'qrcode').then((m) => ((m as { default?: QrModule }).default ?? m) as QrModule);
  loading.catch(() => { loading = null; }); // a failed chunk load can be retried
  return loading;
}

/** A data: URL of the code in the chosen format and colours. */
export async function renderQrDataUrl(text: string, options: QrOptions): Promise<string> {
  const qr = await loadQrcode();
  return qr.toDataURL(text, toRenderOptions(options));
}
