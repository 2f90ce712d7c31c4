import type { BodyType } from '@haru/contracts';
import type { Header } from './outbound';

/** Shown instead of a secret, so the entry still says that a value was sent. Same word as the log redaction. */
export const REDACTED = '[redacted]';

/** A header name, query key or JSON field whose value is a secret for the target API (broad on purpose). */
const SECRET_NAME = /auth|token|key|secret|pass|pwd|session|cookie|credential/i;
/** A value that is a credential whatever its name: an HTTP auth scheme followed by something, or a JWT. */
const SECRET_VALUE = /^\s*(bearer|basic|digest)\s+\S|^\s*eyJ[\w-]*\.[\w-]+\.[\w-]*\s*$/i;

const isSecret = (name: string, value: unknown) => SECRET_NAME.test(name) || (typeof value === 'string' && SECRET_VALUE.test(value));

export interface HistoryRequest { url: string; headers: Header[]; query: Header[]; body_type: BodyType; body: string }

/** The request as it may be kept in history: every secret value replaced by REDACTED, everything else as sent. */
export function redactForHistory(request: HistoryRequest): HistoryRequest {
  return {
    url: redactUrl(request.url),
    headers: redactPairs(request.headers),
    query: redactPairs(request.query),
    body_type: request.body_type,
    body: request.body_type === 'none' ? request.body : redactBody(request.body),
  };
}

export const redactPairs = (pairs: Header[]): Header[] => pairs.map((p) => (isSecret(p.name, p.value) ? { name: p.name, value: REDACTED } : p));

/** `a=1&api_key=x` → `a=1&api_key=[redacted]`; only secret pairs are rewritten, the rest stays byte for byte. */
function redactFormText(text: string): string {
  return text.split('&').map((part) => {
    const at = part.indexOf('=');
    if (at < 0) return part;
    const name = decodeLoosely(part.slice(0, at));
    return isSecret(name, decodeLoosely(part.slice(at + 1))) ? `${part.slice(0, at)}=${REDACTED}` : part;
  }).join('&');
}

function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The query string inside the URL the user typed (`?access_token=…`); the fragment is kept as is. */
function redactUrl(url: string): string {
  const match = /^([^?#]*\?)([^#]*)(.*)$/s.exec(url);
  return match ? `${match[1]}${redactFormText(match[2])}${match[3]}` : url;
}

/** JSON bodies field by field (nested objects and arrays); any other text pair by pair as a form (`password=…`). */
function redactBody(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return redactFormText(body);
  }
  const redacted = redactJson(parsed);
  if (JSON.stringify(redacted) === JSON.stringify(parsed)) return body;
  return JSON.stringify(redacted, null, body.includes('\n') ? 2 : undefined);
}

function redactJson(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, SECRET_NAME.test(name) ? REDACTED : redactJson(item)]));
}
