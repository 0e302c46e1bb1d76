import { firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf, fieldErrorOf, isHttpError } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';

/**
 * A field of a form: its name in the form's values (a path such as `decisions.0.reason` in a
 * form with lists), its control's id, and where the API's 400 names it when that is elsewhere (one path,
 * or several: `files` and `file` for the documents of a step).
 */
export type FormFieldRef<N extends string> = {
  readonly name: N;
  readonly id: string;
  readonly apiPath?: string | readonly string[];
};

/** One message per field, the first found. */
export type FieldProblems<N extends string> = Partial<Record<N, string>>;

const apiPathsOf = (field: FormFieldRef<string>): readonly string[] =>
  field.apiPath === undefined
    ? [field.name]
    : typeof field.apiPath === 'string'
      ? [field.apiPath]
      : field.apiPath;

/**
 * The API's message for one field of a 400, under any of its paths: a key of its own (`file`), nested
 * (`{ file: { fileName } }`), or else a key below it (`files.0.fileName`, as the API's schema check names
 * it) that no field of the form claims for itself.
 */
function refusalOf(error: unknown, paths: readonly string[], claimed: ReadonlySet<string>): string | null {
  for (const path of paths) {
    const message = fieldErrorOf(error, path);
    if (message) return message;
  }
  if (!isHttpError(error) || typeof error.details !== 'object' || error.details === null) return null;
  for (const [key, value] of Object.entries(error.details)) {
    if (claimed.has(key) || !paths.some((path) => key.startsWith(`${path}.`))) continue;
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return null;
}

/** The first message of each field a zod parse refused (issues of other paths are left out). */
export function fieldProblemsOf<N extends string>(
  error: z.ZodError,
  fields: readonly FormFieldRef<N>[],
): FieldProblems<N> {
  const problems: FieldProblems<N> = {};
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate.name === issue.path[0]);
    if (field && problems[field.name] === undefined) problems[field.name] = issue.message;
  }
  return problems;
}

/** The messages a refused submission (a 400) gave for the form's fields; empty when it named none. */
export function refusedFieldsOf<N extends string>(
  error: unknown,
  fields: readonly FormFieldRef<N>[],
): FieldProblems<N> {
  const problems: FieldProblems<N> = {};
  const claimed = new Set(fields.flatMap(apiPathsOf));
  for (const field of fields) {
    const message = refusalOf(error, apiPathsOf(field), claimed);
    if (message) problems[field.name] = message;
  }
  return problems;
}

/**
 * What a form shows after a failed submission: the fields' problems, or, when the API named none of
 * its fields (a 409, a fault), the API's own message for the whole form.
 */
export function submissionProblems<N extends string>(
  error: unknown,
  fields: readonly FormFieldRef<N>[],
): { readonly fields: FieldProblems<N>; readonly form: string | null } {
  const refused = refusedFieldsOf(error, fields);
  return Object.keys(refused).length > 0
    ? { fields: refused, form: null }
    : { fields: {}, form: errorMessageOf(error) };
}

/** A message for a whole form (or a step's button) as error summary items: a line each. */
export const messageItemsOf = (message: string): ErrorSummaryItem[] =>
  message
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((text) => ({ text }));

/** The error summary's items: the form's own message first, then each field's, in the form's order. */
export function summaryItemsOf<N extends string>(
  fields: readonly FormFieldRef<N>[],
  problems: FieldProblems<N>,
  formProblem: string | null = null,
): ErrorSummaryItem[] {
  return [
    ...messageItemsOf(formProblem ?? ''),
    ...fields.flatMap((field) => {
      const text = problems[field.name];
      return text ? [{ fieldId: field.id, text }] : [];
    }),
  ];
}
