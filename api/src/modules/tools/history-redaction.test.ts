import { REDACTED, redactForHistory, redactPairs, type HistoryRequest } from './history-redaction';

const request = (over: Partial<HistoryRequest>): HistoryRequest => ({ url: 'https://api.example/x', headers: [], query: [], body_type: 'none', body: '', ...over });
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('redactPairs (header names and query keys)', () => {
  it.each([
    'Authorization', 'Proxy-Authorization', 'X-Auth', 'X-Auth-Token', 'Cookie', 'Set-Cookie', 'X-Api-Key', 'apikey', 'api_key',
    'access_token', 'refresh-token', 'Client-Secret', 'password', 'passwd', 'pwd', 'X-Session-Id', 'sessionid', 'X-Credentials',
  ])('when the name is %s, then the value is replaced', (name) => {
    expect(redactPairs([{ name, value: 's3cret' }])).toEqual([{ name, value: REDACTED }]);
  });

  it.each([['X-Custom', `Bearer ${jwt}`], ['X-Forward', 'Basic dXNlcjpwdw=='], ['X-Id', jwt]])(
    'when the value of %s is a credential, then it is replaced whatever the name',
    (name, value) => expect(redactPairs([{ name, value }])).toEqual([{ name, value: REDACTED }]),
  );

  it.each([['Accept', 'application/json'], ['X-Request-Id', 'abc'], ['q', '하루'], ['page', '2']])('keeps %s', (name, value) => {
    expect(redactPairs([{ name, value }])).toEqual([{ name, value }]);
  });
});

describe('redactForHistory', () => {
  it('redacts secret keys in the query string of the URL and keeps everything else byte for byte', () => {
    const out = redactForHistory(request({ url: 'https://api.example/x?a=%ED%95%98&api_key=k1&Access%5FToken=t1&flag&b=2#access_token=frag' }));
    expect(out.url).toBe(`https://api.example/x?a=%ED%95%98&api_key=${REDACTED}&Access%5FToken=${REDACTED}&flag&b=2#access_token=frag`);
    expect(redactForHistory(request({ url: 'https://api.example/x' })).url).toBe('https://api.example/x');
  });

  it('redacts JSON body fields at any depth, keeping the layout of the JSON the user typed', () => {
    const body = JSON.stringify({ user: '하루', password: 'p1', profile: { apiKey: 'k', tags: ['a', `Bearer ${jwt}`], nested: [{ client_secret: { v: 1 } }] } }, null, 2);
    const out = JSON.parse(redactForHistory(request({ body_type: 'json', body })).body);
    expect(out).toEqual({ user: '하루', password: REDACTED, profile: { apiKey: REDACTED, tags: ['a', REDACTED], nested: [{ client_secret: REDACTED }] } });
    expect(redactForHistory(request({ body_type: 'json', body: '{"a":1}' })).body).toBe('{"a":1}');
    expect(redactForHistory(request({ body_type: 'json', body: '{"a":1,"token":"x"}' })).body).toBe(`{"a":1,"token":"${REDACTED}"}`);
    expect(redactForHistory(request({ body_type: 'text', body: `"${jwt}"` })).body).toBe(`"${REDACTED}"`);
  });

  it('redacts text bodies pair by pair as a form, whatever the content type, and leaves other text as sent', () => {
    expect(redactForHistory(request({ body_type: 'text', body: 'user=a&password=p%20w&next=%2F' })).body).toBe(`user=a&password=${REDACTED}&next=%2F`);
    expect(redactForHistory(request({ body_type: 'text', body: 'session_id=1' })).body).toBe(`session_id=${REDACTED}`);
    expect(redactForHistory(request({ body_type: 'text', body: '{broken & a=b' })).body).toBe('{broken & a=b');
  });
});
