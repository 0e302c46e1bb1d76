import { z } from 'zod';
import { attachmentScanStatusSchema } from './attachment.js';

/**
 * The contract of the profile (docs/requirements.md §5): GET and POST /api/auth/profile answer it. The
 * request of the POST is `profileUpdateSchema` (profile.ts), which the profile form validates with too.
 */

/** What a complete profile needs, in the order the profile page names them. */
export const PROFILE_REQUIREMENTS = ['contactNumber', 'email', 'signature'] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

export const profileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  /** As saved; a profile never given a telephone has country code 65 and empty parts. */
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
  isComplete: z.boolean(),
  /** What the profile lacks to be complete; empty when it is. */
  missing: z.array(z.enum(PROFILE_REQUIREMENTS)),
});
export type Profile = z.infer<typeof profileSchema>;
