import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.js';

describe('toQueryString', () => {
  it('starts with ? and joins pairs with &', () => {
    expect(toQueryString({ ApplicationType: 1, Page: 2 })).toBe('?ApplicationType=1&Page=2');
  });

  it('is empty when nothing remains', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: '', b: null, c: undefined, d: [], e: [null, ''], f: Number.NaN })).toBe('');
  });

  it('leaves out empty strings, null and undefined, keeping false and 0', () => {
    expect(toQueryString({ Status: '', Page: 0, Archived: false, Search: null, Sort: undefined })).toBe(
      '?Page=0&Archived=false',
    );
  });

  it('repeats the key of an array for each item', () => {
    expect(toQueryString({ Status: [2, 3, null, 1101], Programme: ['1'] })).toBe(
      '?Status=2&Status=3&Status=1101&Programme=1',
    );
  });

  it('percent-encodes keys and values', () => {
    expect(toQueryString({ 'a b': 'x&y=z', q: 'café ?#+', t: "it's (1)" })).toBe(
      "?a%20b=x%26y%3Dz&q=caf%C3%A9%20%3F%23%2B&t=it's%20(1)",
    );
  });

  it('encodes a lone surrogate as the replacement character', () => {
    expect(toQueryString({ q: '\uD800' })).toBe('?q=%EF%BF%BD');
  });

  it('sends a date as its ISO time and a bigint as digits', () => {
    expect(toQueryString({ From: new Date(Date.UTC(2026, 10, 22)), n: 10n })).toBe(
      '?From=2026-11-22T00%3A00%3A00.000Z&n=10',
    );
  });

  it('refuses a value it cannot write', () => {
    expect(() => toQueryString({ filter: { a: 1 } })).toThrow('Query parameter "filter" must be');
  });

  it('never holds empty or null values, and keeps every array item', () => {
    const value = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const params = fc.dictionary(
      fc.string({ unit: 'grapheme', minLength: 1 }),
      fc.oneof(value, fc.array(value)),
    );
    fc.assert(
      fc.property(params, (input) => {
        const query = toQueryString(input);
        const parsed = new URLSearchParams(query);
        for (const text of parsed.values()) expect(text).not.toBe('');
        for (const [key, raw] of Object.entries(input)) {
          const kept = (Array.isArray(raw) ? raw : [raw])
            .filter((item) => item !== null && item !== undefined && item !== '')
            .map(String);
          expect(parsed.getAll(key)).toEqual(kept);
        }
        expect(query === '' || query.startsWith('?')).toBe(true);
      }),
    );
  });
});
