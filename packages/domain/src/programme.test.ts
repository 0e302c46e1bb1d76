import { describe, expect, it } from 'vitest';
import {
  isProgramme,
  PROGRAMMES,
  Programme,
  programmeFromSlug,
  programmeLabel,
  programmeSchema,
  programmeSlug,
} from './programme.js';

describe('programmes', () => {
  it('are LRP 1, IBR 2 and AOR 3', () => {
    expect(Programme).toEqual({ LRP: 1, IBR: 2, AOR: 3 });
    expect(PROGRAMMES).toEqual([1, 2, 3]);
    expect(PROGRAMMES.map(programmeLabel)).toEqual(['LRP', 'IBR', 'AOR']);
  });

  it('have URL slugs that parse back', () => {
    expect(PROGRAMMES.map(programmeSlug)).toEqual(['lrp', 'ibr', 'aor']);
    for (const programme of PROGRAMMES) expect(programmeFromSlug(programmeSlug(programme))).toBe(programme);
    expect(programmeFromSlug('AOR')).toBe(Programme.AOR);
    expect(programmeFromSlug('xyz')).toBeNull();
  });

  it('are validated by code', () => {
    expect(programmeSchema.parse(2)).toBe(2);
    expect(programmeSchema.safeParse(4).success).toBe(false);
    expect(isProgramme(3)).toBe(true);
    expect(isProgramme(0)).toBe(false);
  });
});
