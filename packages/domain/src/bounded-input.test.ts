import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findInvalidText,
  invalidTextMessages,
  jsonNestingExceeds,
  MAX_JSON_DEPTH,
  TEXT_PROBLEM_MESSAGES,
  textProblem,
} from './bounded-input.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestingExceeds', () => {
  it('allows the limit and refuses one level more', () => {
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":{"b":[1]}}', 2)).toBe(true);
  });

  it('measures a body 20,000 levels deep without recursion', () => {
    expect(jsonNestingExceeds(`{"a":${nested(20_000)}}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(`{"a":"${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonNestingExceeds(`{"a":"\\"${'{'.repeat(100)}"}`)).toBe(false);
    expect(jsonNestingExceeds(`["\\\\", ${nested(3)}]`, 3)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, limit) => {
        expect(jsonNestingExceeds(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});

describe('textProblem', () => {
  it('finds the NUL character and lone surrogates, and nothing in other text', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('\ud800')).toBe('loneSurrogate');
    expect(textProblem('x\udc00')).toBe('loneSurrogate');
    expect(textProblem('\ud83d\ude00 emoji, 中文, tab\t, <&>')).toBeNull();
  });
});

describe('findInvalidText', () => {
  it('names each bad value and key by its path', () => {
    const found = findInvalidText({
      name: 'ok',
      data: { k: '\ud800', list: ['fine', 'nul\u0000'] },
      'bad\u0000key': 'value',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { field: 'data.k', problem: 'loneSurrogate' },
        { field: 'data.list.1', problem: 'nul' },
        { field: 'bad\ufffdkey', problem: 'nul' },
      ]),
    );
    expect(found).toHaveLength(3);
  });

  it('names the root by the prefix given, or as the request', () => {
    expect(findInvalidText('\u0000', 'Search')).toEqual([{ field: 'Search', problem: 'nul' }]);
    expect(findInvalidText('\u0000')).toEqual([{ field: 'request', problem: 'nul' }]);
    expect(findInvalidText({ a: { '\ud800': 1 } }, 'body')).toEqual([
      { field: 'body.a.\ufffd', problem: 'loneSurrogate' },
    ]);
  });

  it('names keys as nameKey gives them', () => {
    expect(
      findInvalidText({ 'R&amp;D': { 'k\u0000': 'v' } }, '', (key) => key.replace('&amp;', '&')),
    ).toEqual([{ field: 'R&D.k\ufffd', problem: 'nul' }]);
  });

  it('finds nothing in clean values, numbers, booleans and null', () => {
    expect(findInvalidText({ a: [1, true, null, 'x'], b: { c: 'd' } })).toEqual([]);
  });

  it('walks deep values without recursion and names at most 20 fields', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(findInvalidText(deep)).toHaveLength(1);
    expect(findInvalidText(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('invalidTextMessages', () => {
  it('gives each field its message', () => {
    expect(
      invalidTextMessages([
        { field: 'a', problem: 'nul' },
        { field: 'b', problem: 'loneSurrogate' },
      ]),
    ).toEqual({ a: [TEXT_PROBLEM_MESSAGES.nul], b: [TEXT_PROBLEM_MESSAGES.loneSurrogate] });
  });
});
