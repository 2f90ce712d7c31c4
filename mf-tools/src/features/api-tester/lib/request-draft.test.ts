import { HTTP_TOOL_MESSAGES } from '@haru/contracts';
import { draftProblem, emptyDraft, fromHistory, newRow, prettyBody, statusTone, toRequest } from './request-draft';

describe('API tester draft', () => {
  it('builds the API call without empty or disabled rows and without a body on GET', () => {
    const d = { ...emptyDraft(), url: ' https://api.example.com/x ', query: [newRow('q', '하루'), newRow('', 'x'), { ...newRow('off', '1'), enabled: false }], headers: [newRow(' X-A ', '1')], bodyType: 'json' as const, body: '{"a":1}' };
    expect(toRequest(d)).toEqual({ method: 'GET', url: 'https://api.example.com/x', query: [{ name: 'q', value: '하루' }], headers: [{ name: 'X-A', value: '1' }], body_type: 'none', body: '' });
    expect(toRequest({ ...d, method: 'POST' })).toMatchObject({ body_type: 'json', body: '{"a":1}' });
  });

  it('finds problems before sending', () => {
    expect(draftProblem(emptyDraft())).toBe(HTTP_TOOL_MESSAGES.urlRequired);
    expect(draftProblem({ ...emptyDraft(), url: 'ftp://x' })).toBe(HTTP_TOOL_MESSAGES.urlInvalid);
    expect(draftProblem({ ...emptyDraft(), url: 'example.com' })).toBe(HTTP_TOOL_MESSAGES.urlInvalid);
    expect(draftProblem({ ...emptyDraft(), method: 'POST', url: 'https://x.kr', bodyType: 'json', body: '{' })).toBe(HTTP_TOOL_MESSAGES.bodyNotJson);
    expect(draftProblem({ ...emptyDraft(), method: 'POST', url: 'https://x.kr', bodyType: 'text', body: '{' })).toBeNull();
  });

  it('restores a history entry with a fresh empty row to type into', () => {
    const d = fromHistory({ id: '1', method: 'PUT', url: 'https://x.kr', headers: [{ name: 'A', value: 'b' }], query: [], body_type: 'text', body: 'hi', status: 200, error: null, time_ms: 1, created_at: '2026-01-01T00:00:00.000Z' });
    expect(d.headers.map((r) => r.name)).toEqual(['A', '']);
    expect(d.query.map((r) => r.name)).toEqual(['']);
    expect(d).toMatchObject({ method: 'PUT', bodyType: 'text', body: 'hi' });
  });

  it('pretty-prints JSON bodies only', () => {
    expect(prettyBody('{"a":1}', 'application/json')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('<p>x</p>', 'text/html')).toBe('<p>x</p>');
    expect(prettyBody('{broken', 'application/json')).toBe('{broken');
  });

  it('colours statuses', () => {
    expect([200, 301, 404, 500, null].map(statusTone)).toEqual(['success', 'info', 'warning', 'danger', 'danger']);
  });
});
