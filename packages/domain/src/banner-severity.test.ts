import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_SEVERITIES, BANNER_SEVERITY_LABELS, isBannerSeverity } from './banner-severity.js';
import { bannerSchema } from './settings-contracts.js';

describe('BANNER_SEVERITY_LABELS', () => {
  it('says every severity in a word of its own, so no two read alike without their colour', () => {
    const words = BANNER_SEVERITIES.map((severity) => BANNER_SEVERITY_LABELS[severity]);
    for (const word of words) expect(word).toMatch(/^[A-Z][a-z]+$/);
    expect(new Set(words).size).toBe(BANNER_SEVERITIES.length);
  });
});

describe('isBannerSeverity', () => {
  const banner = { id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Notice', message: 'Hello' };

  it('takes each severity', () => {
    for (const severity of BANNER_SEVERITIES) expect(isBannerSeverity(severity)).toBe(true);
  });

  it('refuses a label, another case, another type or nothing', () => {
    for (const value of ['Information', 'Warning', 'INFO', 'critical ', '', 1, null, undefined, {}]) {
      expect(isBannerSeverity(value)).toBe(false);
    }
  });

  it('gives the verdict of the banner contract on any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...BANNER_SEVERITIES), fc.anything()), (severity) => {
        expect(isBannerSeverity(severity)).toBe(bannerSchema.safeParse({ ...banner, severity }).success);
      }),
    );
  });
});
