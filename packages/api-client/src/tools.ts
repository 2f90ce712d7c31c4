import type { HttpHistoryEntry, HttpToolRequest, HttpToolResult } from '@haru/contracts';
import { request } from './http';

/** The API tester: the server sends the request (no CORS trouble) and keeps the user's history. */
export const toolsApi = {
  sendHttp: (body: HttpToolRequest, signal?: AbortSignal) => request<HttpToolResult>('/api/tools/http', { method: 'POST', body, signal }),
  history: () => request<HttpHistoryEntry[]>('/api/tools/http/history'),
  deleteHistory: (id: string) => request<null>(`/api/tools/http/history/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  clearHistory: () => request<null>('/api/tools/http/history', { method: 'DELETE' }),
};

export const toolsKeys = {
  history: ['tools', 'http-history'] as const,
};
