import { errorAtPath, fieldErrorToShow, firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { submissionProblemsOf } from '@fsmis/ui/lib/http-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A field of a round's form: its path in the values, its control's id, and its path in the API's 400. */
export type PtField = { readonly path: string; readonly id: string; readonly apiPath?: string };

export type PtFormProblems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/** A form of the round: its values as typed (`Input`) and as checked for the API (`Output`). */
export type PtFormKit<Input extends FieldValues, Output> = {
  readonly form: UseFormReturn<Input, unknown, Output>;
  /** The message a field shows: once it has been touched, or the form submitted. */
  readonly errorFor: (path: string) => string | undefined;
  readonly problems: PtFormProblems;
  readonly reportProblems: (items: readonly ErrorSummaryItem[]) => void;
  /** The error summary's items for a refused check, in the fields' order. */
  readonly summaryOf: (invalid: FieldErrors<Input>) => ErrorSummaryItem[];
  /** The API refused the values: its 400 on the fields it names, or its message. */
  readonly reportRefusal: (error: unknown) => void;
  /** Sends checked values: the API's confirmation goes to `onDone`, its refusal to the summary and the fields. */
  readonly submitWith: (
    send: (values: Output) => Promise<string>,
    onDone: (message: string) => void,
  ) => (values: Output) => Promise<void>;
};

/**
 * What every form of a round shares: the values checked with a schema built from the domain's, errors
 * shown once a field is touched or the form submitted, an error summary in the fields' order, and the
 * API's 400 field messages put back on the fields (any other refusal as the API's own message).
 */
export function usePtForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
}: {
  readonly schema: S;
  readonly defaultValues: z.input<S>;
  /** The form's fields in the order shown; a function when they follow the values (rows of analytes). */
  readonly fields: readonly PtField[] | ((values: z.input<S>) => readonly PtField[]);
}): PtFormKit<z.input<S> & FieldValues, z.output<S>> {
  type Input = z.input<S> & FieldValues;
  const form = useForm<Input, unknown, z.output<S>>({
    // The schemas are object schemas piped into the domain's; the resolver's overloads cannot see that.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const { formState, setError, getValues } = form;
  const fieldsNow = () => (typeof fields === 'function' ? fields(getValues()) : fields);
  const [problems, setProblems] = useState<PtFormProblems>({ items: [], attempt: 0 });

  const reportProblems = (items: readonly ErrorSummaryItem[]) =>
    setProblems((previous) => ({ items, attempt: previous.attempt + 1 }));

  const errorFor = (path: string): string | undefined => {
    const touched = Boolean(errorAtPath(formState.touchedFields, path));
    return (
      fieldErrorToShow(touched || formState.isSubmitted, errorAtPath(formState.errors, path)) ?? undefined
    );
  };

  const summaryOf = (invalid: FieldErrors<Input>): ErrorSummaryItem[] => {
    const items = fieldsNow().flatMap(({ path, id }) => {
      const message = firstErrorMessage(errorAtPath(invalid, path));
      return message ? [{ fieldId: id, text: message }] : [];
    });
    // A rule on no field of the form (the whole list of analytes) still says what is wrong.
    const root = firstErrorMessage(invalid);
    return items.length > 0 || root === null ? items : [{ text: root }];
  };

  const reportRefusal = (error: unknown) =>
    reportProblems(
      submissionProblemsOf(error, fieldsNow(), {
        apiPathOf: (field) => field.apiPath ?? field.path,
        onField: (field, message) => setError(field.path as Path<Input>, { type: 'server', message }),
      }),
    );

  const submitWith: PtFormKit<Input, z.output<S>>['submitWith'] = (send, onDone) => (values) => {
    reportProblems([]);
    return send(values).then(onDone, reportRefusal);
  };

  return { form, errorFor, problems, reportProblems, summaryOf, reportRefusal, submitWith };
}
