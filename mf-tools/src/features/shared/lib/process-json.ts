/**
 * The JSON formatter's work, as ONE self-contained function: it references nothing outside its own body, so the
 * same code runs on the main thread and, stringified into a Blob, inside a Web Worker for large documents
 * (a Blob worker works even when this remote is served from another origin than the page).
 */
export type JsonTask = { kind: 'format'; text: string; indent: '2' | '4' | 'tab'; sortKeys: boolean } | { kind: 'minify'; text: string; sortKeys: boolean } | { kind: 'validate'; text: string };

/** Why the text is not JSON: the first thing the grammar refused (the screen words it in Korean). */
export type JsonSyntaxReason =
  | 'trailingComma' | 'keyQuotes' | 'colon' | 'objectNext' | 'arrayNext' | 'value' | 'literal' | 'number'
  | 'unterminatedString' | 'controlCharacter' | 'escape' | 'end' | 'trailing' | 'tooDeep';
export interface JsonSyntaxProblem { reason: JsonSyntaxReason; position: number; line: number; column: number }
export type JsonResult = { ok: true; output: string } | { ok: false; error: JsonSyntaxProblem };

export function processJson(task: JsonTask): JsonResult {
  const collator = new Intl.Collator('ko', { numeric: true });
  // Ties (strings the collator calls equal) fall back to code units so the order is total and stable.
  const compareKeys = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

  // Engines differ in what their messages say (English, and newer V8 gives no position for an unexpected token),
  // so the offset and the reason come from a small scanner that walks the grammar and stops at the first
  // character that breaks it.
  type Reason = JsonSyntaxReason;
  const problemAt = (text: string): { position: number; reason: Reason } => {
    let i = 0;
    const fail = (reason: Reason): never => { throw { at: i, reason }; };
    const ws = () => { while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1; };
    const literal = (word: string) => { for (const ch of word) { if (text[i] !== ch) fail('literal'); i += 1; } };
    const str = () => {
      i += 1;
      while (i < text.length && text[i] !== '"') {
        const c = text.charCodeAt(i);
        if (c < 0x20) fail('controlCharacter');
        if (text[i] === '\\') {
          i += 1;
          if (text[i] === 'u') { for (let k = 1; k <= 4; k += 1) { if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) { i += k; fail('escape'); } } i += 5; continue; }
          if (!'"\\/bfnrt'.includes(text[i] ?? '!')) fail('escape');
        }
        i += 1;
      }
      if (i >= text.length) fail('unterminatedString');
      i += 1;
    };
    const num = () => {
      const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      if (!m || m[0] === '-') { if (m) i += 1; fail('number'); }
      i += m![0].length;
    };
    const value = (): void => {
      ws();
      const ch = text[i];
      if (ch === '{') {
        i += 1; ws();
        if (text[i] === '}') { i += 1; return; }
        for (let first = true; ; first = false) {
          ws();
          if (text[i] === '}' && !first) fail('trailingComma');
          if (text[i] !== '"') fail('keyQuotes');
          str(); ws();
          if (text[i] !== ':') fail('colon');
          i += 1; value(); ws();
          if (text[i] === ',') { i += 1; continue; }
          if (text[i] === '}') { i += 1; return; }
          fail('objectNext');
        }
      }
      if (ch === '[') {
        i += 1; ws();
        if (text[i] === ']') { i += 1; return; }
        for (;;) {
          value(); ws();
          if (text[i] === ',') { i += 1; ws(); if (text[i] === ']') fail('trailingComma'); continue; }
          if (text[i] === ']') { i += 1; return; }
          fail('arrayNext');
        }
      }
      if (ch === '"') return str();
      if (ch === 't') return literal('true');
      if (ch === 'f') return literal('false');
      if (ch === 'n') return literal('null');
      if (ch === '-' || (ch >= '0' && ch <= '9')) return num();
      fail('value');
    };
    try {
      value(); ws();
      return i < text.length ? { position: i, reason: 'trailing' } : { position: text.length, reason: 'end' };
    } catch (thrown) {
      if (thrown instanceof RangeError) return { position: Math.min(i, text.length), reason: 'tooDeep' };
      const { at, reason } = thrown as { at: number; reason: Reason };
      return at >= text.length ? { position: text.length, reason: 'end' } : { position: at, reason };
    }
  };

  const locate = (text: string): JsonSyntaxProblem => {
    const { position, reason } = problemAt(text);
    const before = text.slice(0, position);
    const line = before.split('\n').length;
    const column = position - before.lastIndexOf('\n');
    return { reason, position, line, column };
  };

  // Numbers keep their source text where the engine offers it (JSON.parse source access, Chromium 114+): a
  // 20-digit id or 1.50 must not come out as 12345678901234567000 or 1.5.
  class RawNumber {
    constructor(readonly text: string) {}
  }
  type Ctx = { source?: string } | undefined;
  const keepsSource = (() => {
    try {
      return JSON.parse('1.0', (_k, v, c?: Ctx) => (c?.source === '1.0' ? 'yes' : v)) === 'yes';
    } catch {
      return false;
    }
  })();
  const reviver = (_k: string, v: unknown, c?: Ctx) => (typeof v === 'number' && c?.source !== undefined && c.source !== String(v) ? new RawNumber(c.source) : v);

  // JSON.stringify cannot sort: integer-like keys always come first in a JS object. So serialise by hand.
  const serialise = (value: unknown, unit: string, sort: boolean): string => {
    const nl = unit ? '\n' : '';
    const sep = unit ? ': ' : ':';
    const walk = (v: unknown, pad: string): string => {
      if (v instanceof RawNumber) return v.text;
      if (v === null || typeof v !== 'object') return JSON.stringify(v);
      const inner = pad + unit;
      if (Array.isArray(v)) {
        if (v.length === 0) return '[]';
        return `[${nl}${v.map((item) => inner + walk(item, inner)).join(`,${nl}`)}${nl}${pad}]`;
      }
      const keys = Object.keys(v);
      if (keys.length === 0) return '{}';
      if (sort) keys.sort(compareKeys);
      const obj = v as Record<string, unknown>;
      return `{${nl}${keys.map((k) => `${inner}${JSON.stringify(k)}${sep}${walk(obj[k], inner)}`).join(`,${nl}`)}${nl}${pad}}`;
    };
    return walk(value, '');
  };

  let parsed: unknown;
  try {
    parsed = keepsSource && task.kind !== 'validate' ? JSON.parse(task.text, reviver) : JSON.parse(task.text);
  } catch {
    return { ok: false, error: locate(task.text) };
  }
  if (task.kind === 'validate') return { ok: true, output: '' };
  const unit = task.kind === 'minify' ? '' : task.indent === 'tab' ? '\t' : ' '.repeat(Number(task.indent));
  return { ok: true, output: serialise(parsed, unit, task.sortKeys) };
}
