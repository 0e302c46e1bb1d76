import { z } from 'zod';
import { attachmentScanStatusSchema } from './attachment.js';
import { SINGAPORE_COUNTRY_CODE } from './contact-number.js';
import { isLocalLab, ptRegionTypeSchema } from './proficiency-testing.js';

/**
 * The contract of the profile (docs/requirements.md §5): GET and POST /api/auth/profile answer it. The
 * request of the POST is `profileUpdateSchema` (profile.ts), which the profile form validates with too.
 */

/** What a complete profile needs, in the order the profile page names them. */
export const PROFILE_REQUIREMENTS = ['contactNumber', 'email', 'signature'] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

/**
 * What a laboratory's profile must hold before it may use the portal: all of them for a local
 * laboratory (docs/domain.md, rule 4 of the guards); none for an overseas one, which takes part in
 * proficiency testing without them and signs no declaration.
 */
export function profileRequirementsOf(regionType: number | null | undefined): readonly ProfileRequirement[] {
  return isLocalLab(regionType) ? PROFILE_REQUIREMENTS : [];
}

/** The country code a profile never given a telephone starts with: Singapore's for a local laboratory only. */
export function defaultCountryCodeOf(regionType: number | null | undefined): string {
  return isLocalLab(regionType) ? SINGAPORE_COUNTRY_CODE : '';
}

export const profileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  /**
   * As saved; a profile never given a telephone has empty parts and `defaultCountryCodeOf` the
   * laboratory (65 for a local one).
   */
  telephone: z.object({ countryCode: z.string(), areaCode: z.string(), number: z.string() }),
  signatureAttachment: z
    .object({
      attachmentId: z.uuid(),
      displayFileName: z.string(),
      fileSize: z.int().min(0),
      attachmentStatus: attachmentScanStatusSchema,
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  companyName: z.string(),
  companyUen: z.string().nullable(),
  companyAddress: z.string().nullable(),
  /** Local (1) or overseas (2): an overseas laboratory has no UEN. */
  regionType: ptRegionTypeSchema,
  regionTypeLabel: z.string(),
  isComplete: z.boolean(),
  /** What the profile lacks of `profileRequirementsOf` the laboratory; empty when it lacks nothing. */
  missing: z.array(z.enum(PROFILE_REQUIREMENTS)),
});
export type Profile = z.infer<typeof profileSchema>;
