import {
  type OfficerUserGuide,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_AUDIENCES,
} from '@fsmis/domain';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { z } from 'zod';

/** The audiences as the form offers them, by the console's names for them. */
export const USER_GUIDE_AUDIENCE_OPTIONS = USER_GUIDE_AUDIENCES.map((audience) => ({
  value: audience,
  label: USER_GUIDE_AUDIENCE_LABELS[audience],
}));

/** What the form says before the guide's PDF is uploaded (the upload itself refuses any other file). */
export const GUIDE_FILE_MISSING = 'Choose the PDF of the guide';

const guide = publishUserGuideSchema.shape;

/**
 * The guide's form, in the order it shows its fields: the details checked by the API's own rules (an
 * audience not yet chosen is the empty text its radios start from), and the PDF uploaded.
 */
export const userGuideFormSchema = z.object({
  title: guide.title,
  description: guide.description,
  audience: z.string().pipe(guide.audience),
  version: guide.version,
  file: requiredDocumentField(GUIDE_FILE_MISSING),
});

/** The guide as the form has checked it: its details as the API takes them, and the PDF's upload. */
export type CheckedUserGuide = z.output<typeof userGuideFormSchema>;

/** A new guide's form, or the form that replaces a guide's file, starting from its details. */
export function userGuideFormValuesOf(guide: OfficerUserGuide | null): z.input<typeof userGuideFormSchema> {
  if (!guide) return { title: '', description: '', audience: '', version: '', file: null };
  const { title, description, audience, version } = guide;
  return { title, description, audience, version, file: null };
}
