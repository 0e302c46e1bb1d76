import { describe, expect, it } from 'vitest';
import { codeSchema, codesOf, labelledSchema, memberOf } from './codes.js';

const Colour = { red: 1, green: 20 } as const;

describe('code tables', () => {
  it('list their codes in written order', () => {
    expect(codesOf(Colour)).toEqual([1, 20]);
  });

  it('give a schema that accepts exactly the codes', () => {
    const schema = codeSchema(codesOf(Colour));
    expect(schema.safeParse(20).success).toBe(true);
    expect(schema.safeParse(2).success).toBe(false);
    expect(schema.safeParse('1').success).toBe(false);
  });

  it('give a schema of a code sent with its label', () => {
    const schema = labelledSchema(codeSchema(codesOf(Colour)));
    expect(schema.parse({ value: 20, label: 'Green' })).toEqual({ value: 20, label: 'Green' });
    expect(schema.safeParse({ value: 20 }).success).toBe(false);
  });

  it('give a membership guard', () => {
    const isColour = memberOf(codesOf(Colour));
    expect(isColour(1)).toBe(true);
    expect(isColour(3)).toBe(false);
    expect(isColour(undefined)).toBe(false);
  });
});
