import mongoose from 'mongoose';
import { HTTP_TOOL_LIMITS, HTTP_TOOL_MESSAGES, type HttpHistoryEntry, type HttpToolResult, type httpToolRequestSchema } from '@haru/contracts';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { GuardError, type Resolver } from './address-guard';
import { HttpHistory, type HttpHistoryDoc } from './http-history.model';
import { OutboundError, sendOutbound, type OutboundResponse } from './outbound';
import { redactForHistory } from './history-redaction';
import { bodyAsText, outgoingHeaders } from './request-headers';

type SendInput = z.output<typeof httpToolRequestSchema>;
export interface SendContext { ownerId: string; ownToken: string | null; allowHosts: readonly string[]; resolve?: Resolver }

const ERROR_TEXT = { timeout: HTTP_TOOL_MESSAGES.timeout, connection: HTTP_TOOL_MESSAGES.connection, too_many_redirects: HTTP_TOOL_MESSAGES.tooManyRedirects, dns: HTTP_TOOL_MESSAGES.unresolvable } as const;

/** Sends one request for the user through the guard and records it in their history. */
export async function sendHttpRequest(input: SendInput, ctx: SendContext): Promise<HttpToolResult> {
  const url = new URL(input.url);
  for (const q of input.query) url.searchParams.append(q.name, q.value);
  const body = input.body_type !== 'none' && input.body ? Buffer.from(input.body, 'utf8') : null;
  const headers = outgoingHeaders(input.headers, input.body_type, body !== null, ctx.ownToken);
  const started = performance.now();
  let response: OutboundResponse | null = null;
  let error: HttpToolResult['error'] = null;
  try {
    response = await sendOutbound(
      { method: input.method, url, headers, body },
      { allowHosts: ctx.allowHosts, timeoutMs: HTTP_TOOL_LIMITS.timeoutMs, maxBytes: HTTP_TOOL_LIMITS.responseMaxBytes, maxRedirects: HTTP_TOOL_LIMITS.redirectsMax, resolve: ctx.resolve },
    );
  } catch (e) {
    if (e instanceof GuardError && e.reason === 'blocked') throw new AppError(403, 'forbidden', HTTP_TOOL_MESSAGES.blocked);
    if (e instanceof GuardError && e.reason === 'protocol') throw badRequest(HTTP_TOOL_MESSAGES.urlInvalid);
    const kind = e instanceof GuardError ? 'dns' : e instanceof OutboundError ? e.kind : 'connection';
    error = { kind, message: ERROR_TEXT[kind] };
  }
  const timeMs = Math.round(performance.now() - started);
  const entry = await HttpHistory.create({
    ownerId: ctx.ownerId, method: input.method, ...redactForHistory(input),
    status: response?.status ?? null, error: error?.message ?? null, time_ms: timeMs,
  });
  await trimHistory(ctx.ownerId);
  const contentType = response?.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
  const { text, binary } = response ? bodyAsText(response.body, contentType) : { text: '', binary: false };
  return {
    ok: response !== null && response.status < 400,
    error,
    status: response?.status ?? null,
    status_text: response?.statusText ?? '',
    headers: response?.headers ?? [],
    body: text,
    binary,
    content_type: contentType,
    size: response?.body.length ?? 0,
    truncated: response?.truncated ?? false,
    time_ms: timeMs,
    final_url: response?.finalUrl ?? url.href,
    redirects: response?.redirects ?? [],
    history_id: String(entry._id),
  };
}

async function trimHistory(ownerId: string): Promise<void> {
  const old = await HttpHistory.find({ ownerId }).sort({ created_at: -1, _id: -1 }).skip(HTTP_TOOL_LIMITS.historyMax).select({ _id: 1 }).lean<{ _id: HttpHistoryDoc['_id'] }[]>();
  // sanitizeFilter is on globally: operators built here from our own ids are marked trusted.
  if (old.length) await HttpHistory.deleteMany({ ownerId, _id: mongoose.trusted({ $in: old.map((d) => d._id) }) });
}

const toEntry = (d: HttpHistoryDoc): HttpHistoryEntry => ({
  id: String(d._id),
  method: d.method,
  url: d.url,
  headers: (d.headers ?? []).map((h) => ({ name: h.name, value: h.value ?? '' })),
  query: (d.query ?? []).map((h) => ({ name: h.name, value: h.value ?? '' })),
  body_type: d.body_type,
  body: d.body ?? '',
  status: d.status ?? null,
  error: d.error ?? null,
  time_ms: d.time_ms,
  created_at: d.created_at.toISOString(),
});

export async function listHistory(ownerId: string): Promise<HttpHistoryEntry[]> {
  const docs = await HttpHistory.find({ ownerId }).sort({ created_at: -1, _id: -1 }).limit(HTTP_TOOL_LIMITS.historyMax).lean<HttpHistoryDoc[]>();
  return docs.map(toEntry);
}

export async function clearHistory(ownerId: string): Promise<void> {
  await HttpHistory.deleteMany({ ownerId });
}

export async function deleteHistoryEntry(ownerId: string, id: string): Promise<void> {
  if (!mongoose.isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) throw notFound(HTTP_TOOL_MESSAGES.historyNotFound);
  const result = await HttpHistory.deleteOne({ _id: id, ownerId });
  if (result.deletedCount === 0) throw notFound(HTTP_TOOL_MESSAGES.historyNotFound);
}
