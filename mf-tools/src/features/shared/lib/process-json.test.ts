import { processJson, type JsonResult } from './process-json';

const format = (text: string, indent: '2' | '4' | 'tab' = '2', sortKeys = true) => processJson({ kind: 'format', text, indent, sortKeys });
const output = (r: JsonResult) => {
  if (!r.ok) throw new Error(r.error.reason);
  return r.output;
};

describe('processJson', () => {
  it('sorts keys recursively in Korean-aware order, numbers naturally', () => {
    const text = '{"하늘":1,"b":{"z":1,"가":2,"a":[{"y":1,"x":2}]},"A":0,"10":"x","9":"y","item10":1,"item2":2}';
    const out = JSON.parse(output(format(text))) as Record<string, unknown>;
    expect(output(format(text))).toBe(output(format(output(format(text))))); // idempotent
    const keys = output(format(text)).split('\n').filter((l) => /^ {2}"/.test(l)).map((l) => JSON.parse(l.split(':')[0]));
    expect(keys).toEqual(['9', '10', '하늘', 'A', 'b', 'item2', 'item10']);
    expect(out).toEqual(JSON.parse(text));
    expect(output(format(text))).toContain('"a": [\n      {\n        "x": 2,\n        "y": 1');
    expect(output(format(text)).indexOf('"가"')).toBeLessThan(output(format(text)).indexOf('"a"')); // Hangul first in ko
  });

  it('orders Hangul keys by the Korean collation', () => {
    const out = output(format('{"하":1,"가":2,"나":3,"다":4}'));
    expect(out.indexOf('"가"')).toBeLessThan(out.indexOf('"나"'));
    expect(out.indexOf('"나"')).toBeLessThan(out.indexOf('"다"'));
    expect(out.indexOf('"다"')).toBeLessThan(out.indexOf('"하"'));
  });

  it('keeps the original order when sorting is off', () => {
    expect(output(format('{"b":1,"a":2}', '2', false))).toBe('{\n  "b": 1,\n  "a": 2\n}');
  });

  it('indents with 2 spaces, 4 spaces or a tab', () => {
    expect(output(format('{"a":[1,{}],"b":[]}', '2'))).toBe('{\n  "a": [\n    1,\n    {}\n  ],\n  "b": []\n}');
    expect(output(format('{"a":{"b":1}}', '4'))).toBe('{\n    "a": {\n        "b": 1\n    }\n}');
    expect(output(format('{"a":{"b":1}}', 'tab'))).toBe('{\n\t"a": {\n\t\t"b": 1\n\t}\n}');
  });

  it('formats scalars and escapes strings like JSON.stringify', () => {
    expect(output(format('"a\\"b\\n"'))).toBe('"a\\"b\\n"');
    expect(output(format(' null '))).toBe('null');
    expect(output(format('[true,false,1.5e3,"한글"]'))).toBe('[\n  true,\n  false,\n  1500,\n  "한글"\n]');
  });

  it('minifies, optionally sorted', () => {
    expect(output(processJson({ kind: 'minify', text: '{\n "b": [1, 2],\n "a": {"d": null}\n}', sortKeys: true }))).toBe('{"a":{"d":null},"b":[1,2]}');
    expect(output(processJson({ kind: 'minify', text: '{ "b": 1, "a": 2 }', sortKeys: false }))).toBe('{"b":1,"a":2}');
  });

  it('reports why, with line and column', () => {
    const r = processJson({ kind: 'validate', text: '{\n  "a": 1,\n  "b": }\n}' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ reason: 'value', line: 3, column: 8, position: 19 });
  });

  it('places an unexpected end at the end of the input', () => {
    const r = processJson({ kind: 'validate', text: '{"a": [1, 2' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ reason: 'end', line: 1, column: 12, position: 11 });
  });

  it('accepts valid JSON on validate', () => {
    expect(processJson({ kind: 'validate', text: '{"a":1}' })).toEqual({ ok: true, output: '' });
  });

  it('is self-contained, so it can run from its source text in a worker', () => {
    const revived = new Function(`return ${processJson.toString()}`)() as typeof processJson;
    expect(revived({ kind: 'minify', text: '{"b":1,"a":2}', sortKeys: true })).toEqual({ ok: true, output: '{"a":2,"b":1}' });
  });
});

describe('processJson error positions', () => {
  const at = (text: string) => {
    const r = processJson({ kind: 'validate', text });
    if (r.ok) throw new Error('expected an error');
    return [r.error.line, r.error.column, r.error.reason];
  };
  it.each([
    ['{"a":1,}', [1, 8, 'trailingComma']],
    ['{\n  "a": 1,\n  "b": [1, 2,   ]\n}', [3, 17, 'trailingComma']],
    ["{'a':1}", [1, 2, 'keyQuotes']],
    ['{"a" 1}', [1, 6, 'colon']],
    ['{"a":1 "b":2}', [1, 8, 'objectNext']],
    ['[1 2]', [1, 4, 'arrayNext']],
    ['[1,2,]', [1, 6, 'trailingComma']],
    ['{"a":tru}', [1, 9, 'literal']],
    ['{"a":01}', [1, 7, 'objectNext']],
    ['{"a":-x}', [1, 6, 'number']],
    ['{"a":1}\nx', [2, 1, 'trailing']],
    ['"\\q"', [1, 3, 'escape']],
    ['"abc', [1, 5, 'end']],
    ['', [1, 1, 'end']],
    ['{"a":"\n"}', [1, 7, 'controlCharacter']],
  ])('%j fails at line/column/reason %j', (text, expected) => {
    expect(at(text)).toEqual(expected);
  });
});
