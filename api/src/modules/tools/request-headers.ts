import type { BodyType } from '@haru/contracts';
import type { Header } from './outbound';

/** Set by the connection itself; a user-supplied value would break framing or smuggle a second request. */
const FORBIDDEN = new Set([
  'host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'expect',
  'proxy-connection', 'proxy-authorization', 'accept-encoding',
]);

/**
 * The outgoing headers: only what the user typed (never anything from their request to us), minus hop-by-hop
 * headers and any value carrying the user's own Haru access token, plus defaults for type and agent.
 */
export function outgoingHeaders(input: Header[], bodyType: BodyType, hasBody: boolean, ownToken: string | null): Header[] {
  const headers = input.filter((h) => !FORBIDDEN.has(h.name.toLowerCase()) && !(ownToken && h.value.includes(ownToken)));
  const has = (name: string) => headers.some((h) => h.name.toLowerCase() === name);
  if (hasBody && !has('content-type')) {
    headers.push({ name: 'Content-Type', value: bodyType === 'json' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' });
  }
  if (!has('user-agent')) headers.push({ name: 'User-Agent', value: 'Haru-API-Tester/1.0' });
  if (!has('accept')) headers.push({ name: 'Accept', value: '*/*' });
  return headers;
}

const BINARY_TYPE = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|x-7z|wasm|vnd\.ms-|vnd\.openxmlformats)/i;

/** Text for the screen, or nothing when the content is binary (by type, or NUL bytes in the data). */
export function bodyAsText(body: Buffer, contentType: string): { text: string; binary: boolean } {
  if (BINARY_TYPE.test(contentType) || body.subarray(0, 4096).includes(0)) return { text: '', binary: true };
  return { text: body.toString('utf8'), binary: false };
}
