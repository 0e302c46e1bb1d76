import { z } from 'zod';
import { guidSchema } from './validation.js';

export const USER_GUIDE_AUDIENCES = ['local', 'pt', 'all'] as const;
export type UserGuideAudience = (typeof USER_GUIDE_AUDIENCES)[number];

/**
 * The user guides as companies read them. The officers' side is in user-guide-officer-contracts.ts, apart:
 * zod keeps every schema of a module it keeps, and the portal's pages need none of those.
 */

/** A guide of GET /api/user-guides: the guides for the user's module; its file is /api/user-guides/{id}. */
export const userGuideSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Who the guide is for: local laboratories, proficiency testing participants, or everyone. */
  audience: z.enum(USER_GUIDE_AUDIENCES),
  fileName: z.string(),
  fileSize: z.int().min(0),
  version: z.string(),
  updatedAt: z.iso.datetime(),
});
export type UserGuide = z.infer<typeof userGuideSchema>;

/** GET /api/user-guides/{id}: the guide's file. */
export const userGuideIdParamsSchema = z.object({ id: guidSchema });
