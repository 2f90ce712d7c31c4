import { searchMenu } from './menu-search';

describe('searchMenu', () => {
  it('finds by Korean label, by English keyword, ignoring case and spaces', () => {
    expect(searchMenu('회의')[0].path).toBe('/meeting-notes');
    expect(searchMenu('QR').map((e) => e.path)).toContain('/qr-generator');
    expect(searchMenu('json 비교')[0].path).toBe('/json-compare');
    expect(searchMenu('CALENDAR')[0].path).toBe('/calendar');
  });

  it('lists label matches before keyword matches; nothing for blank or unknown', () => {
    const results = searchMenu('할일');
    expect(results[0].path).toBe('/todo');
    expect(searchMenu('   ')).toEqual([]);
    expect(searchMenu('없는메뉴')).toEqual([]);
  });
});
