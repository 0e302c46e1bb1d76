import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeHtmlDeep,
  escapeJsonText,
  readRequestBody,
  readRequestText,
  unescapeHtml,
  unescapeHtmlDeep,
} from './html-escape.js';

describe('escapeHtml', () => {
  it('escapes exactly & < > and the apostrophe', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"lab"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;"lab"&lt;/b&gt;');
  });

  it('escapes an ampersand that already starts an entity', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('unescapeHtml', () => {
  it('decodes the four entities, the apostrophe in either form', () => {
    expect(unescapeHtml('&lt;b&gt; &amp; &#39;a&#x27; &#X27;')).toBe(`<b> & 'a' '`);
  });

  it('decodes &amp; last, so an escaped entity stays an entity', () => {
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
    expect(unescapeHtml('&amp;#39;')).toBe('&#39;');
  });

  it('leaves other entities alone', () => {
    expect(unescapeHtml('&quot;&nbsp;')).toBe('&quot;&nbsp;');
  });

  it('undoes escapeHtml for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => unescapeHtml(escapeHtml(text)) === text));
  });
});

describe('escapeHtmlDeep and unescapeHtmlDeep', () => {
  it('escape strings in arrays, object values and object keys, not other values', () => {
    const value = { 'a<b': ['x & y', 1, null, true, { "c'd": "it's" }], n: 2 };
    expect(escapeHtmlDeep(value)).toEqual({
      'a&lt;b': ['x &amp; y', 1, null, true, { 'c&#39;d': 'it&#39;s' }],
      n: 2,
    });
    expect(unescapeHtmlDeep({ 'R&amp;D': { '&lt;k&gt;': 'v' } })).toEqual({ 'R&D': { '<k>': 'v' } });
  });

  it('do not change the input', () => {
    const value = { text: '<' };
    escapeHtmlDeep(value);
    expect(value).toEqual({ text: '<' });
  });

  it('escape a string at the top level', () => {
    expect(escapeHtmlDeep('<')).toBe('&lt;');
    expect(unescapeHtmlDeep('&gt;')).toBe('>');
  });

  it('leave class instances such as dates as they are', () => {
    const date = new Date(0);
    expect(escapeHtmlDeep({ date }).date).toBe(date);
  });

  it('treat a __proto__ key as an ordinary key', () => {
    const value: unknown = JSON.parse('{"__proto__": "<"}');
    const escaped = escapeHtmlDeep(value);
    expect(Object.getPrototypeOf(escaped)).toBe(Object.prototype);
    expect(Object.entries(escaped as object)).toEqual([['__proto__', '&lt;']]);
  });

  it('handle objects without a prototype', () => {
    const value = Object.assign(Object.create(null) as Record<string, string>, { a: '&' });
    expect(escapeHtmlDeep(value)).toEqual({ a: '&amp;' });
  });

  it('walk values 20,000 levels deep without overflowing the stack', () => {
    let deep: unknown = { 'k<': '<' };
    for (let level = 0; level < 20_000; level += 1) deep = level % 2 === 0 ? [deep] : { a: deep };
    const escaped = escapeHtmlDeep(deep);
    expect(innermostOf(escaped)).toEqual({ 'k&lt;': '&lt;' });
    expect(innermostOf(unescapeHtmlDeep(escaped))).toEqual({ 'k<': '<' });
  });

  it('keep the order of keys and array items', () => {
    const escaped = escapeHtmlDeep({ b: ['<', 'x', '>'], a: 1, '2': 'two', c: { z: 1, y: '&' } });
    expect(JSON.stringify(escaped)).toBe('{"2":"two","b":["&lt;","x","&gt;"],"a":1,"c":{"z":1,"y":"&amp;"}}');
  });

  it('round-trip any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(unescapeHtmlDeep(escapeHtmlDeep(value))).toEqual(value);
      }),
    );
  });

  it('leave no raw < > or apostrophe in any escaped string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) =>
        stringsIn(escapeHtmlDeep(value)).every((text) => !/[<>']/.test(text)),
      ),
    );
  });
});

describe('escapeJsonText', () => {
  it('escapes the text of values and keys at any depth, and nothing else', () => {
    const plain = JSON.stringify({ a: [1, null, { b: 'plain' }], n: -1.5e3, t: true });
    expect(escapeJsonText(plain)).toBe(plain);
    expect(escapeJsonText(JSON.stringify({ a: [{ b: "O'Neil" }], 'R&D': '<b>' }))).toBe(
      '{"a":[{"b":"O&#39;Neil"}],"R&amp;D":"&lt;b&gt;"}',
    );
  });

  it('agrees with escapeHtmlDeep on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(escapeJsonText(JSON.stringify(value))).toBe(JSON.stringify(escapeHtmlDeep(value)));
      }),
    );
  });

  it('agrees with escapeHtmlDeep on strings of any characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), (value) => {
        expect(escapeJsonText(JSON.stringify(value))).toBe(JSON.stringify(escapeHtmlDeep(value)));
      }),
    );
  });
});

/** The value inside `[…]` and `{ a: … }` wrappers, reached without recursion. */
function innermostOf(value: unknown): unknown {
  let inner = value;
  for (;;) {
    if (Array.isArray(inner)) inner = inner[0];
    else if (typeof inner === 'object' && inner !== null && 'a' in inner) inner = inner.a;
    else return inner;
  }
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

describe('readRequestText and readRequestBody', () => {
  it('decode the wire and remove bidirectional controls, in keys and values at any depth', () => {
    expect(readRequestText('O&#39;Neil \u202Eevil&lt;')).toBe("O'Neil evil<");
    expect(readRequestBody({ 'a\u202Eb': [{ name: 'Tan\u2066 &amp; Co\u2069' }, 3, null] })).toEqual({
      ab: [{ name: 'Tan & Co' }, 3, null],
    });
  });
});
