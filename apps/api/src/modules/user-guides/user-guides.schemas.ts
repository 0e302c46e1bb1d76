import { guidSchema } from '@fsmis/domain';
import { z } from 'zod';

export const USER_GUIDE_AUDIENCES = ['local', 'pt', 'all'] as const;
export type UserGuideAudience = (typeof USER_GUIDE_AUDIENCES)[number];

export const userGuideSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Who the guide is for: local laboratories, proficiency testing participants, or everyone. */
  audience: z.enum(USER_GUIDE_AUDIENCES),
  fileName: z.string(),
  fileSize: z.number().int(),
  version: z.string(),
  updatedAt: z.iso.datetime(),
});
export type UserGuide = z.infer<typeof userGuideSchema>;

export const userGuideIdParams = z.object({ id: guidSchema });
