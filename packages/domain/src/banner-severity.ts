/**
 * How serious a banner is, in code and in words. Apart from the banner contracts (settings-contracts.ts)
 * and free of zod: every page of the companies' portal draws its banners, and its first download
 * carries no zod.
 */

export const BANNER_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** A severity in words, said as well as shown in colour so it reaches people who cannot see the colour. */
export const BANNER_SEVERITY_LABELS: Readonly<Record<BannerSeverity, string>> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Important',
};

const SEVERITIES: readonly unknown[] = BANNER_SEVERITIES;

/** Whether a value read from the wire is one of the severities. */
export function isBannerSeverity(value: unknown): value is BannerSeverity {
  return SEVERITIES.includes(value);
}
