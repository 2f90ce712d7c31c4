/**
 * jsdom has no fetch Response: a minimal stand-in with what the client reads (status, ok, json()).
 * Used by the tests' in-memory servers only.
 */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as unknown as Response;
}
