import { childPath, compareTexts, diffJson, preview } from './diff';

describe('diffJson', () => {
  it('finds nested additions, removals and modifications with dotted paths', () => {
    const before = { user: { name: '김하루', address: { city: '서울', zip: '04524' } }, active: true };
    const after = { user: { name: '김하루', address: { city: '부산' }, age: 30 }, active: true };
    expect(diffJson(before, after)).toEqual([
      { path: 'user.address.city', kind: 'modified', oldValue: '서울', newValue: '부산' },
      { path: 'user.address.zip', kind: 'removed', oldValue: '04524' },
      { path: 'user.age', kind: 'added', newValue: 30 },
    ]);
  });

  it('compares arrays by index with [n] paths', () => {
    expect(diffJson({ tags: ['a', 'b'], items: [{ id: 1 }] }, { tags: ['a'], items: [{ id: 2 }, { id: 3 }] })).toEqual([
      { path: 'tags[1]', kind: 'removed', oldValue: 'b' },
      { path: 'items[0].id', kind: 'modified', oldValue: 1, newValue: 2 },
      { path: 'items[1]', kind: 'added', newValue: { id: 3 } },
    ]);
  });

  it('treats a type change as one modification', () => {
    expect(diffJson({ a: { x: 1 }, b: [1], c: 1, d: '1' }, { a: [1], b: { 0: 1 }, c: '1', d: 1 })).toEqual([
      { path: 'a', kind: 'modified', oldValue: { x: 1 }, newValue: [1] },
      { path: 'b', kind: 'modified', oldValue: [1], newValue: { 0: 1 } },
      { path: 'c', kind: 'modified', oldValue: 1, newValue: '1' },
      { path: 'd', kind: 'modified', oldValue: '1', newValue: 1 },
    ]);
  });

  it('handles null on either side and at the root', () => {
    expect(diffJson({ a: null, b: { c: 1 } }, { a: { c: 1 }, b: null })).toEqual([
      { path: 'a', kind: 'modified', oldValue: null, newValue: { c: 1 } },
      { path: 'b', kind: 'modified', oldValue: { c: 1 }, newValue: null },
    ]);
    expect(diffJson(null, null)).toEqual([]);
    expect(diffJson(1, 2)).toEqual([{ path: '(루트)', kind: 'modified', oldValue: 1, newValue: 2 }]);
    expect(diffJson([[1]], [[1, 2]])).toEqual([{ path: '[0][1]', kind: 'added', newValue: 2 }]);
  });

  it('quotes keys a dotted path cannot show', () => {
    expect(childPath('a', 'b.c')).toBe('a["b.c"]');
    expect(childPath('', 'first name')).toBe('["first name"]');
    expect(childPath('', '이름')).toBe('이름');
    expect(diffJson({ 'x-y': 1 }, { 'x-y': 2 })[0].path).toBe('["x-y"]');
  });

  it('ignores key order', () => {
    expect(diffJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
  });
});

describe('compareTexts', () => {
  it('is empty until both sides have text', () => {
    expect(compareTexts('', '{}')).toEqual({ state: 'empty' });
    expect(compareTexts('{}', '   ')).toEqual({ state: 'empty' });
  });
  it('names the side with invalid JSON', () => {
    expect(compareTexts('{', '{}')).toMatchObject({ state: 'error', side: 'left' });
    expect(compareTexts('{}', '{"a":}')).toMatchObject({ state: 'error', side: 'right', problem: { reason: 'value', line: 1, column: 6 } });
  });
  it('reports identical and different', () => {
    expect(compareTexts('{"a":[1,2]}', '{ "a": [1, 2] }')).toEqual({ state: 'identical' });
    expect(compareTexts('{"a":1}', '{"a":2}')).toEqual({ state: 'different', differences: [{ path: 'a', kind: 'modified', oldValue: 1, newValue: 2 }] });
  });
});

describe('preview', () => {
  it('shows JSON and shortens long values', () => {
    expect(preview('서울')).toBe('"서울"');
    expect(preview({ a: 'x'.repeat(200) }, 20)).toHaveLength(20);
  });
});

describe('exact numbers', () => {
  it('compares BigInt values (what parseExact yields for long integers in browsers) by value', () => {
    expect(diffJson({ id: 12345678901234567890n }, { id: 12345678901234567891n })).toEqual([
      { path: 'id', kind: 'modified', oldValue: 12345678901234567890n, newValue: 12345678901234567891n },
    ]);
    expect(diffJson({ id: 12345678901234567890n }, { id: 12345678901234567890n })).toEqual([]);
    expect(preview(12345678901234567890n)).toBe('12345678901234567890');
    expect(preview({ id: 12345678901234567890n })).toBe('{"id":"12345678901234567890"}');
  });
});
