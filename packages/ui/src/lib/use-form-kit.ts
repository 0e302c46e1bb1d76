import { errorAtPath, fieldErrorToShow, firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import type { CharacterCount } from '@fsmis/ui/components/textarea';
import { type FormFieldRef, submissionProblems, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { maxLengthOf } from '@fsmis/ui/lib/text-limit';
import { type SummaryProblems, useSummaryProblems } from '@fsmis/ui/lib/use-summary-problems';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';

/** A field of a kit's form; its name is its path in the form's values. */
export type KitField = FormFieldRef<string>;

/** What a text box, text area, radio group or checkbox of the form takes: its id, its message, its binding. */
export type KitFieldProps<N extends string> = {
  readonly id: string;
  readonly error: string | undefined;
} & UseFormRegisterReturn<N>;

/** One form's state: its values as typed (`Input`) and as checked for the API (`Output`). */
export type FormKit<Input extends FieldValues, Output> = {
  readonly form: UseFormReturn<Input, unknown, Output>;
  /** The id of a field's control, from the form's list of fields. */
  readonly idOf: (name: string) => string;
  /** The message a field shows: once it has been touched, or the form submitted. */
  readonly errorFor: (name: string) => string | undefined;
  readonly fieldProps: <N extends Path<Input>>(name: N) => KitFieldProps<N>;
  /** A text area's count of characters against the limit of the domain's rule for it; none without one. */
  readonly characterCount: (
    name: Path<Input>,
    rule: z.ZodType,
  ) => { readonly characterCount?: CharacterCount };
  /** The error summary of the last attempt. */
  readonly problems: SummaryProblems;
  /** Lists problems found otherwise (a check of part of the form); each report takes focus again. */
  readonly reportProblems: (items: readonly ErrorSummaryItem[]) => void;
  readonly clearProblems: () => void;
  /** The check refused the values: the summary lists each field's message in the form's order. */
  readonly reportInvalid: (invalid: FieldErrors<Input>) => void;
  /**
   * The API refused the values: its 400 on the fields it names, or else its message. `among` narrows the
   * fields to those of the part sent (one finding's action of several).
   */
  readonly reportRefusal: (error: unknown, among?: readonly KitField[]) => void;
};

/** Where the API's 400 names a field when that is not its name in the form. */
export type ApiPaths = Readonly<Record<string, string | readonly string[]>>;

/** The object schema a form's schema starts from, before its transforms and its pipe into the domain's. */
function objectSchemaOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectSchemaOf(schema.in as z.ZodType);
  throw new Error('A form’s schema starts from an object schema');
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A form's fields as its schema lists them, in that order: each control's id is the form's prefix and
 * the field's name (`request-information` and `dueDate`: `request-information-due-date`).
 */
export function schemaFields(schema: z.ZodType, idPrefix: string, apiPaths: ApiPaths = {}): KitField[] {
  return Object.keys(objectSchemaOf(schema).shape).map((name) => {
    const apiPath = apiPaths[name];
    return { name, id: `${idPrefix}-${kebabCase(name)}`, ...(apiPath ? { apiPath } : {}) };
  });
}

/**
 * The form's fields in the order shown: derived from its schema (`idPrefix`, and `apiPaths` where the
 * API names a field otherwise), or listed (`fields`), by a function when they follow the values (a
 * list of findings, of analytes).
 */
export type KitFieldsOption<Input> =
  | { readonly idPrefix: string; readonly apiPaths?: ApiPaths; readonly fields?: never }
  | {
      readonly fields: readonly KitField[] | ((values: Input) => readonly KitField[]);
      readonly idPrefix?: never;
      readonly apiPaths?: never;
    };

/** What a kit checked by one schema is made from: the schema, the first values and the fields. */
export type FormKitOptions<S extends z.ZodType<FieldValues, FieldValues>> = {
  readonly schema: S;
  readonly defaultValues: z.input<S>;
} & KitFieldsOption<z.input<S>>;

/**
 * The plumbing every form of both apps shares: its values checked with a schema built from the domain's,
 * errors shown once a field is touched or the form submitted, an error summary in the fields' order,
 * and the API's 400 field messages put back on the fields (any other refusal as the API's own message).
 */
export function useFormKit<S extends z.ZodType<FieldValues, FieldValues>>(
  options: FormKitOptions<S>,
): FormKit<z.input<S> & FieldValues, z.output<S>> {
  return useFormKitChecking(useSchemaChecking(options));
}

/** What `useFormKitChecking` takes for values checked by one schema: its resolver, first values and fields. */
export function useSchemaChecking<S extends z.ZodType<FieldValues, FieldValues>>(options: FormKitOptions<S>) {
  const { schema, defaultValues, fields, idPrefix, apiPaths } = options;
  const derived = useMemo(
    () => (idPrefix === undefined ? [] : schemaFields(schema, idPrefix, apiPaths)),
    [schema, idPrefix, apiPaths],
  );
  return {
    // The forms' schemas are object schemas, some piped into the domain's; the resolver's overloads cannot see that.
    resolver: zodResolver(schema as never) as never as Resolver<
      z.input<S> & FieldValues,
      unknown,
      z.output<S>
    >,
    defaultValues: defaultValues as DefaultValues<z.input<S> & FieldValues>,
    fields: fields ?? derived,
  };
}

/**
 * The form kit for values checked by a resolver of their own rather than one schema: a page of a
 * template's questions, whose rules are the questions shown (`sectionResolver`).
 */
export function useFormKitChecking<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
}: {
  readonly resolver: Resolver<Input, unknown, Output>;
  readonly defaultValues: DefaultValues<Input>;
  readonly fields: readonly KitField[] | ((values: Input) => readonly KitField[]);
}): FormKit<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues,
  });
  const { formState, setError, getValues, register } = form;
  const { problems, report, clear } = useSummaryProblems();
  const fieldsNow = () => (typeof fields === 'function' ? fields(getValues()) : fields);

  const idOf = (name: string): string => {
    const field = fieldsNow().find((candidate) => candidate.name === name);
    if (!field) throw new Error(`The form lists no field ${name}`);
    return field.id;
  };

  const errorFor = (name: string): string | undefined => {
    const touched = Boolean(errorAtPath(formState.touchedFields, name));
    return (
      fieldErrorToShow(touched || formState.isSubmitted, errorAtPath(formState.errors, name)) ?? undefined
    );
  };

  const reportInvalid = (invalid: FieldErrors<Input>) => {
    const items: ErrorSummaryItem[] = fieldsNow().flatMap(({ name, id }) => {
      const text = firstErrorMessage(errorAtPath(invalid, name));
      return text ? [{ fieldId: id, text }] : [];
    });
    // A rule on no field of the form (the values as a whole) still says what is wrong.
    const whole = firstErrorMessage(invalid);
    report(items.length > 0 || whole === null ? items : [{ text: whole }]);
  };

  const reportRefusal = (error: unknown, among?: readonly KitField[]) => {
    const listed = among ?? fieldsNow();
    const found = submissionProblems(error, listed);
    for (const [name, message] of Object.entries(found.fields)) {
      if (message) setError(name as Path<Input>, { type: 'server', message });
    }
    report(summaryItemsOf(listed, found.fields, found.form));
  };

  return {
    form,
    idOf,
    errorFor,
    fieldProps: (name) => ({ id: idOf(name), error: errorFor(name), ...register(name) }),
    characterCount: (name, rule) => {
      const max = maxLengthOf(rule);
      return max ? { characterCount: { max, count: String(form.watch(name) ?? '').length } } : {};
    },
    problems,
    reportProblems: report,
    clearProblems: clear,
    reportInvalid,
    reportRefusal,
  };
}
