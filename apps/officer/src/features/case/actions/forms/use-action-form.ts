import { errorAtPath, fieldErrorToShow, firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { submissionProblemsOf } from '@fsmis/ui/lib/http-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A field of an action's form: its path in the values, the id of its control, and its path in the API's 400. */
export type ActionField = { readonly path: string; readonly id: string; readonly apiPath?: string };

export type Problems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/** One action form's state: the form, each field's error to show, and the problems of the last submission. */
export type ActionFormKit<Input extends FieldValues, Output> = {
  readonly form: UseFormReturn<Input, unknown, Output>;
  readonly errorFor: (path: string) => string | undefined;
  readonly problems: Problems;
  readonly reportProblems: (items: readonly ErrorSummaryItem[]) => void;
  readonly summaryOf: (invalid: FieldErrors<Input>) => ErrorSummaryItem[];
  readonly reportRefusal: (error: unknown) => void;
};

/**
 * The plumbing every action form shares: validation with a schema built from the domain's, errors shown
 * once a field is touched or the form submitted, an error summary in the fields' order, and the API's
 * 400 field messages put back on the fields (`fields` lists them, in the order the form shows them).
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
}: {
  readonly schema: S;
  readonly defaultValues: z.input<S>;
  /** The form's fields in the order shown; a function when they follow the values (a list of findings). */
  readonly fields: readonly ActionField[] | ((values: z.input<S>) => readonly ActionField[]);
}): ActionFormKit<z.input<S> & FieldValues, z.output<S>> {
  type Input = z.input<S> & FieldValues;
  const form = useForm<Input, unknown, z.output<S>>({
    // The forms' schemas are object schemas; the resolver's overloads cannot see that.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const { formState, setError, getValues } = form;
  const fieldsNow = () => (typeof fields === 'function' ? fields(getValues()) : fields);
  const [problems, setProblems] = useState<Problems>({ items: [], attempt: 0 });

  const reportProblems = useCallback(
    (items: readonly ErrorSummaryItem[]) =>
      setProblems((previous) => ({ items, attempt: previous.attempt + 1 })),
    [],
  );

  const errorFor = (path: string): string | undefined => {
    const touched = Boolean(errorAtPath(formState.touchedFields, path));
    return (
      fieldErrorToShow(touched || formState.isSubmitted, errorAtPath(formState.errors, path)) ?? undefined
    );
  };

  const summaryOf = (invalid: FieldErrors<Input>): ErrorSummaryItem[] =>
    fieldsNow().flatMap(({ path, id }) => {
      const message = firstErrorMessage(errorAtPath(invalid, path));
      return message ? [{ fieldId: id, text: message }] : [];
    });

  /** The API refused the step: mark the fields it names, and list its problems (or its message). */
  const reportRefusal = (error: unknown) =>
    reportProblems(
      submissionProblemsOf(error, fieldsNow(), {
        apiPathOf: (field) => field.apiPath ?? field.path,
        onField: (field, message) => setError(field.path as Path<Input>, { type: 'server', message }),
      }),
    );

  return { form, errorFor, problems, reportProblems, summaryOf, reportRefusal };
}
