import { HTTP_TOOL_MESSAGES, type BodyType, type HttpHistoryEntry, type HttpMethod, type HttpToolRequest } from '@haru/contracts';

export interface Row { id: number; name: string; value: string; enabled: boolean }
export interface Draft { method: HttpMethod; url: string; query: Row[]; headers: Row[]; bodyType: BodyType; body: string }

let nextId = 1;
export const newRow = (name = '', value = ''): Row => ({ id: nextId++, name, value, enabled: true });
export const emptyDraft = (): Draft => ({ method: 'GET', url: '', query: [newRow()], headers: [newRow()], bodyType: 'none', body: '' });

const filled = (rows: Row[]) => rows.filter((r) => r.enabled && r.name.trim()).map((r) => ({ name: r.name.trim(), value: r.value }));
export const canHaveBody = (method: HttpMethod) => method !== 'GET' && method !== 'HEAD';

/** The API call body; empty rows and disabled rows are left out, and GET/HEAD never carry a body. */
export function toRequest(d: Draft): HttpToolRequest {
  const bodyType = canHaveBody(d.method) ? d.bodyType : 'none';
  return { method: d.method, url: d.url.trim(), headers: filled(d.headers), query: filled(d.query), body_type: bodyType, body: bodyType === 'none' ? '' : d.body };
}

/** Checks the screen can make before sending (the API checks the same again). */
export function draftProblem(d: Draft): string | null {
  const url = d.url.trim();
  if (!url) return HTTP_TOOL_MESSAGES.urlRequired;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return HTTP_TOOL_MESSAGES.urlInvalid;
  } catch {
    return HTTP_TOOL_MESSAGES.urlInvalid;
  }
  if (canHaveBody(d.method) && d.bodyType === 'json' && d.body.trim()) {
    try {
      JSON.parse(d.body);
    } catch {
      return HTTP_TOOL_MESSAGES.bodyNotJson;
    }
  }
  return null;
}

export function fromHistory(h: HttpHistoryEntry): Draft {
  const rows = (list: { name: string; value: string }[]) => [...list.map((p) => newRow(p.name, p.value)), newRow()];
  return { method: h.method, url: h.url, query: rows(h.query), headers: rows(h.headers), bodyType: h.body_type, body: h.body };
}

/** JSON bodies shown indented; anything else as received. */
export function prettyBody(body: string, contentType: string): string {
  const looksJson = /json/i.test(contentType) || /^\s*[[{]/.test(body);
  if (!looksJson) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

export type StatusTone = 'success' | 'info' | 'warning' | 'danger';
export function statusTone(status: number | null): StatusTone {
  if (status === null || status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'info';
  return 'success';
}
