import { z } from 'zod';
import { formatNumber } from './format-number.js';
import { officerFileSchema } from './officer-file.js';
import { USER_GUIDE_AUDIENCES, type UserGuideAudience, userGuideSchema } from './user-guide-contracts.js';
import { limitedVisibleText } from './validation.js';

/** The officers' side of the user guides (/api/officer/user-guides/…). */

/** Who each audience is, as the officers' console names it. */
export const USER_GUIDE_AUDIENCE_LABELS: Readonly<Record<UserGuideAudience, string>> = {
  local: 'Local laboratories',
  pt: 'Proficiency testing participants',
  all: 'Everyone',
};

export const USER_GUIDE_TITLE_MAX = 200;
export const USER_GUIDE_DESCRIPTION_MAX = 1000;
export const USER_GUIDE_VERSION_MAX = 20;

/** One of GET /api/officer/user-guides: every guide, whatever its audience, by title. */
export const officerUserGuideSchema = userGuideSchema.extend({
  /** When it was first published; `updatedAt` is its last change. */
  createdAt: z.iso.datetime(),
});
export type OfficerUserGuide = z.infer<typeof officerUserGuideSchema>;

const guideFields = {
  title: limitedVisibleText(
    'Enter the title of the guide',
    USER_GUIDE_TITLE_MAX,
    `The title must be ${USER_GUIDE_TITLE_MAX} characters or fewer`,
  ),
  description: limitedVisibleText(
    'Enter what the guide covers',
    USER_GUIDE_DESCRIPTION_MAX,
    `The description must be ${formatNumber(USER_GUIDE_DESCRIPTION_MAX)} characters or fewer`,
  ),
  audience: z.enum(USER_GUIDE_AUDIENCES, 'Choose who the guide is for'),
  version: limitedVisibleText(
    'Enter the version of the guide, like 2.1',
    USER_GUIDE_VERSION_MAX,
    `The version must be ${USER_GUIDE_VERSION_MAX} characters or fewer`,
  ),
};

export const ATTACH_GUIDE_MESSAGE = 'Upload the PDF of the guide';
const guideFileSchema = z.string(ATTACH_GUIDE_MESSAGE).pipe(officerFileSchema);

/** POST /api/officer/user-guides: a new guide with its PDF (an officer's upload), shown to its audience at once. */
export const publishUserGuideSchema = z.object({ ...guideFields, file: guideFileSchema });
export type PublishUserGuide = z.input<typeof publishUserGuideSchema>;

/**
 * PUT /api/officer/user-guides/{id}: the guide's details, and a new PDF to replace its file (omitted or
 * null: the file stays). A new file needs a version other than the guide's current one.
 */
export const updateUserGuideSchema = z.object({ ...guideFields, file: guideFileSchema.nullish() });
export type UpdateUserGuide = z.input<typeof updateUserGuideSchema>;
