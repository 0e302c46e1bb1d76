import { bannerSchema } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { bannersOf } from './get-active-banners';

const banner = {
  id: '5798901a-a477-43d2-a536-f7848aa9fc99',
  title: 'Renewal',
  message: 'Renew online.',
  severity: 'info',
};
const SAMPLES: unknown[] = [
  [],
  [banner],
  [{ ...banner, extra: 1 }],
  [
    { ...banner, severity: 'critical' },
    { ...banner, severity: 'warning' },
  ],
  [{ ...banner, severity: 'loud' }],
  [{ ...banner, id: 'not-a-uuid' }],
  [{ ...banner, title: 3 }],
  [{ ...banner, message: undefined }],
  [null],
  null,
  { banners: [] },
];

describe('bannersOf', () => {
  it('accepts and reads what the domain schema accepts, and refuses what it refuses', () => {
    for (const sample of SAMPLES) {
      const expected = bannerSchema.array().safeParse(sample);
      if (expected.success) expect(bannersOf(sample), JSON.stringify(sample)).toEqual(expected.data);
      else expect(() => bannersOf(sample), JSON.stringify(sample)).toThrow();
    }
  });
});
