import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf, fieldErrorOf } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';

/** A field of a console form: its name in the form's values (and the API's 400), and its control's id. */
export type FormFieldRef<N extends string> = {
  readonly name: N;
  readonly id: string;
  readonly apiPath?: string;
};

/** One message per field, the first found. */
export type FieldProblems<N extends string> = Partial<Record<N, string>>;

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
  for (const field of fields) {
    const message = fieldErrorOf(error, field.apiPath ?? field.name);
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

/** The error summary's items: the form's own message first, then each field's, in the form's order. */
export function summaryItemsOf<N extends string>(
  fields: readonly FormFieldRef<N>[],
  problems: FieldProblems<N>,
  formProblem: string | null = null,
): ErrorSummaryItem[] {
  return [
    ...(formProblem ? [{ text: formProblem }] : []),
    ...fields.flatMap((field) => {
      const text = problems[field.name];
      return text ? [{ fieldId: field.id, text }] : [];
    }),
  ];
}
