import { describe, expect, it } from 'vitest';
import { encodeText, toWellFormed } from './well-formed-text.js';

describe('well-formed text', () => {
  it('replaces lone surrogates only', () => {
    expect(toWellFormed('a\uD83D\uDE00b')).toBe('a\uD83D\uDE00b');
    expect(toWellFormed('\uD800x\uDC00')).toBe('\uFFFDx\uFFFD');
  });

  it('percent-encodes without throwing', () => {
    expect(encodeText('é \uDC00')).toBe('%C3%A9%20%EF%BF%BD');
  });
});
