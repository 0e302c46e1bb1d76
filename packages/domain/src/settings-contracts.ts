import { z } from 'zod';

/** The portal's own settings, read before anyone signs in: maintenance and banners. */

const instant = z.iso.datetime();

/** GET /api/maintenance-status. */
export const maintenanceStatusSchema = z.object({
  isUnderMaintenance: z.boolean(),
  /** What the maintenance page says; null outside maintenance. */
  message: z.string().nullable(),
  startsAt: instant.nullable(),
  /** Null when the end is not known. */
  endsAt: instant.nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export const BANNER_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** One of GET /api/settings/banners/active: shown above every page while active. */
export const bannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(BANNER_SEVERITIES),
});
export type Banner = z.infer<typeof bannerSchema>;
