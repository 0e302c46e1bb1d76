import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseBidiControls } from './bidi-controls.js';

const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('neutraliseBidiControls', () => {
  it('removes a right-to-left override, so a spoofed file name reads as it is', () => {
    expect(neutraliseBidiControls('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
  });

  it('removes every embedding, override, isolate and mark', () => {
    for (const control of CONTROLS) expect(neutraliseBidiControls(`a${control}b${control}`)).toBe('ab');
    expect(neutraliseBidiControls(CONTROLS.join(''))).toBe('');
  });

  it('keeps right-to-left letters, and the characters next to the controls', () => {
    expect(neutraliseBidiControls('شركة الأغذية\u200F (Pte)')).toBe('شركة الأغذية (Pte)');
    expect(neutraliseBidiControls('מעבדה 7')).toBe('מעבדה 7');
    // U+200D (zero-width joiner) and U+2060 (word joiner) are not direction controls.
    expect(neutraliseBidiControls('a\u200Db\u2060c\u2065')).toBe('a\u200Db\u2060c\u2065');
  });

  it('leaves no control in any text, and changes text without one not at all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...CONTROLS))),
        (parts) => {
          const text = parts.join('');
          const neutral = neutraliseBidiControls(text);
          expect(CONTROLS.some((control) => neutral.includes(control))).toBe(false);
          expect(neutraliseBidiControls(neutral)).toBe(neutral);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = text.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '');
        expect(neutraliseBidiControls(clean)).toBe(clean);
      }),
    );
  });
});
