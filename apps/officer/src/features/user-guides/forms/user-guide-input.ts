import {
  FILE_TYPES,
  type OfficerUserGuide,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_AUDIENCES,
  type UserGuideAudience,
} from '@fsmis/domain';
import { type FieldProblems, fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import type { z } from 'zod';

export const USER_GUIDE_FIELDS = [
  { name: 'title', id: 'guide-title' },
  { name: 'description', id: 'guide-description' },
  { name: 'audience', id: 'guide-audience' },
  { name: 'version', id: 'guide-version' },
  { name: 'file', id: 'guide-file' },
] as const;
export type UserGuideField = (typeof USER_GUIDE_FIELDS)[number]['name'];

export type UserGuideFormValues = {
  readonly title: string;
  readonly description: string;
  readonly audience: UserGuideAudience | '';
  readonly version: string;
  readonly file: File | null;
};

export const USER_GUIDE_AUDIENCE_OPTIONS = USER_GUIDE_AUDIENCES.map((audience) => ({
  value: audience,
  label: USER_GUIDE_AUDIENCE_LABELS[audience],
}));

export const USER_GUIDE_FORM_MESSAGES = {
  fileMissing: 'Choose the PDF of the guide',
  fileNotPdf: 'The file must be a PDF',
  fileEmpty: 'The file is empty: choose the PDF of the guide',
} as const;

const detailsSchema = publishUserGuideSchema.omit({ file: true });
export type UserGuideDetails = z.output<typeof detailsSchema>;

/** A new guide's form, or the form that replaces a guide's file, starting from its details. */
export function userGuideFormValuesOf(guide: OfficerUserGuide | null): UserGuideFormValues {
  if (!guide) return { title: '', description: '', audience: '', version: '', file: null };
  const { title, description, audience, version } = guide;
  return { title, description, audience, version, file: null };
}

function fileProblem(file: File | null): string | null {
  if (!file) return USER_GUIDE_FORM_MESSAGES.fileMissing;
  const pdf = FILE_TYPES.pdf;
  const named = pdf.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));
  if (file.type !== pdf.contentType && !named) return USER_GUIDE_FORM_MESSAGES.fileNotPdf;
  if (file.size === 0) return USER_GUIDE_FORM_MESSAGES.fileEmpty;
  return null;
}

export type UserGuideRequest =
  | { readonly ok: true; readonly details: UserGuideDetails; readonly file: File }
  | { readonly ok: false; readonly problems: FieldProblems<UserGuideField> };

/**
 * The guide's details checked by the API's own schema, and its PDF (which the API checks again, by its
 * bytes); or the problems of each field.
 */
export function userGuideRequestOf(values: UserGuideFormValues): UserGuideRequest {
  const parsed = detailsSchema.safeParse(values);
  const problems = parsed.success ? {} : fieldProblemsOf(parsed.error, USER_GUIDE_FIELDS);
  const file = fileProblem(values.file);
  if (file) problems.file = file;
  if (!parsed.success || !values.file || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, details: parsed.data, file: values.file };
}
