import {
  FILE_TYPES,
  type OfficerUserGuide,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_AUDIENCES,
} from '@fsmis/domain';
import { z } from 'zod';

/** The audiences as the form offers them, by the console's names for them. */
export const USER_GUIDE_AUDIENCE_OPTIONS = USER_GUIDE_AUDIENCES.map((audience) => ({
  value: audience,
  label: USER_GUIDE_AUDIENCE_LABELS[audience],
}));

/** What the form says of the PDF chosen, before the API checks its bytes. */
export const USER_GUIDE_FORM_MESSAGES = {
  fileMissing: 'Choose the PDF of the guide',
  fileNotPdf: 'The file must be a PDF',
  fileEmpty: 'The file is empty: choose the PDF of the guide',
  fileUnread: 'We could not read the file. Choose it again.',
} as const;

const isPdf = (file: File) =>
  file.type === FILE_TYPES.pdf.contentType ||
  FILE_TYPES.pdf.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

/**
 * The PDF the officer chose, as the form holds it (a File, or null before one is chosen): a PDF by its
 * type or its name, and not empty. Its bytes are read only once the change is confirmed; the API
 * checks them again.
 */
const chosenGuidePdf = z
  .custom<File | null>(
    (value) => value === null || value instanceof File,
    USER_GUIDE_FORM_MESSAGES.fileMissing,
  )
  .transform((file, context) => {
    if (file === null) {
      context.addIssue({ code: 'custom', message: USER_GUIDE_FORM_MESSAGES.fileMissing });
      return z.NEVER;
    }
    const problem = !isPdf(file)
      ? USER_GUIDE_FORM_MESSAGES.fileNotPdf
      : file.size === 0
        ? USER_GUIDE_FORM_MESSAGES.fileEmpty
        : null;
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return file;
  });

const guide = publishUserGuideSchema.shape;

/**
 * The guide's form, in the order it shows its fields: the details checked by the API's own rules (an
 * audience not yet chosen is the empty text its radios start from), and the PDF chosen.
 */
export const userGuideFormSchema = z.object({
  title: guide.title,
  description: guide.description,
  audience: z.string().pipe(guide.audience),
  version: guide.version,
  file: chosenGuidePdf,
});

/** The guide as the form has checked it: its details as the API takes them, and the PDF still unread. */
export type CheckedUserGuide = z.output<typeof userGuideFormSchema>;

/** A new guide's form, or the form that replaces a guide's file, starting from its details. */
export function userGuideFormValuesOf(guide: OfficerUserGuide | null): z.input<typeof userGuideFormSchema> {
  if (!guide) return { title: '', description: '', audience: '', version: '', file: null };
  const { title, description, audience, version } = guide;
  return { title, description, audience, version, file: null };
}
