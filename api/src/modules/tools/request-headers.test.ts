import { bodyAsText, outgoingHeaders } from './request-headers';

describe('outgoingHeaders', () => {
  it('drops hop-by-hop and framing headers and any value carrying the caller’s own token', () => {
    const out = outgoingHeaders(
      [
        { name: 'Host', value: 'evil.example' }, { name: 'Content-Length', value: '1' }, { name: 'Transfer-Encoding', value: 'chunked' },
        { name: 'Connection', value: 'close' }, { name: 'Authorization', value: 'Bearer own-token' }, { name: 'X-Forward', value: 'x own-token y' },
        { name: 'Authorization-Target', value: 'kept' },
      ],
      'none', false, 'own-token',
    );
    expect(out.map((h) => h.name)).toEqual(['Authorization-Target', 'User-Agent', 'Accept']);
  });

  it('adds a content type for bodies and keeps the user’s own choices', () => {
    expect(outgoingHeaders([], 'json', true, null)).toContainEqual({ name: 'Content-Type', value: 'application/json; charset=utf-8' });
    expect(outgoingHeaders([], 'text', true, null)).toContainEqual({ name: 'Content-Type', value: 'text/plain; charset=utf-8' });
    const own = outgoingHeaders([{ name: 'content-type', value: 'application/xml' }, { name: 'accept', value: 'text/xml' }, { name: 'user-agent', value: 'me' }], 'text', true, null);
    expect(own).toEqual([{ name: 'content-type', value: 'application/xml' }, { name: 'accept', value: 'text/xml' }, { name: 'user-agent', value: 'me' }]);
  });
});

it('returns text, or nothing for binary content', () => {
  expect(bodyAsText(Buffer.from('{"a":"하루"}'), 'application/json')).toEqual({ text: '{"a":"하루"}', binary: false });
  expect(bodyAsText(Buffer.from([0x89, 0x50]), 'image/png')).toEqual({ text: '', binary: true });
  expect(bodyAsText(Buffer.from([0x41, 0x00, 0x42]), '')).toEqual({ text: '', binary: true });
});
