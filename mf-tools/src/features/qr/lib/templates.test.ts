import { emailPayload, escapeWifi, phonePayload, urlPayload, wifiPayload } from './templates';

describe('QR templates', () => {
  it('escapes WIFI: special characters', () => {
    expect(escapeWifi('a;b,c:d"e\\f')).toBe('a\\;b\\,c\\:d\\"e\\\\f');
    expect(wifiPayload({ ssid: '하루;집', password: 'p:w"d', security: 'WPA', hidden: false })).toBe('WIFI:T:WPA;S:하루\\;집;P:p\\:w\\"d;;');
    expect(wifiPayload({ ssid: 'Cafe', password: 'ignored', security: 'nopass', hidden: true })).toBe('WIFI:T:nopass;S:Cafe;H:true;;');
  });
  it('builds URL, phone and e-mail payloads', () => {
    expect(urlPayload('example.com')).toBe('https://example.com');
    expect(urlPayload(' http://a.kr ')).toBe('http://a.kr');
    expect(urlPayload('')).toBe('');
    expect(phonePayload('010-1234-5678')).toBe('tel:01012345678');
    expect(phonePayload('+82 10 1234 5678')).toBe('tel:+821012345678');
    expect(emailPayload({ to: 'a@b.kr', subject: '회의 안내', body: '' })).toBe('mailto:a@b.kr?subject=%ED%9A%8C%EC%9D%98%20%EC%95%88%EB%82%B4');
    expect(emailPayload({ to: 'a@b.kr', subject: '', body: '' })).toBe('mailto:a@b.kr');
  });
});
