import { errorAtPath, fieldErrorToShow, firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { submissionProblemsOf } from '@fsmis/ui/lib/http-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FormAutosave, useFormAutosave } from '../../lib/form-drafts';
import type { LocalCopyOfForm } from '../../lib/local-copies';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

/** A field of a form: its path in the values, the id of its control, and its path in the API's 400. */
export type KitField = { readonly path: string; readonly id: string; readonly apiPath?: string };

export type Problems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/**
 * One form's plumbing, the same everywhere (the form kit): validation with the domain's zod schema,
 * errors shown once a field is touched or the form submitted (docs/requirements.md §5), an error summary in
 * the fields' order, the API's field errors mapped onto the fields, and the draft kept on the server while
 * there are unsaved edits, offered back on the next visit.
 */
export function useDraftForm<S extends z.ZodType<FieldValues, FieldValues>>({
  formKey,
  schema,
  initialValues,
  draft,
  fields,
  localCopy,
}: {
  readonly formKey: string;
  readonly schema: S;
  readonly initialValues: z.input<S>;
  /** Unsaved changes kept from an earlier visit, offered back once. */
  readonly draft: Partial<z.input<S>> | null;
  readonly fields: readonly KitField[];
  /**
   * The browser's copy of what is typed, kept until the server has it (`useLocalCopy`). The caller reads
   * it into `draft` when it is there: it is newer than the server's draft.
   */
  readonly localCopy?: LocalCopyOfForm;
}) {
  type Input = z.input<S> & FieldValues;
  const form = useForm<Input, unknown, z.output<S>>({
    // The kit's schemas are object schemas of the domain; the resolver's overloads cannot see that.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues as DefaultValues<Input>,
  });
  const { reset, setError, watch, formState } = form;
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<Problems>({ items: [], attempt: 0 });

  const draftApplied = useRef(false);
  useEffect(() => {
    if (draftApplied.current || draft === null) return;
    draftApplied.current = true;
    const kept = { ...initialValues, ...draft };
    if (JSON.stringify(kept) === JSON.stringify(initialValues)) return;
    reset(kept as Input, { keepDefaultValues: true });
    setRestored(true);
  }, [draft, initialValues, reset]);

  const values = watch();
  const autosave: FormAutosave = useFormAutosave({
    formKey,
    values,
    unsaved: formState.isDirty,
    enabled: true,
    localCopy,
  });
  const { logoutAttempts } = useUnsavedChanges();

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
    fields.flatMap(({ path, id }) => {
      const message = firstErrorMessage(errorAtPath(invalid, path));
      return message ? [{ fieldId: id, text: message }] : [];
    });

  /** The API refused the submission: mark the fields it names, and list its problems. */
  const reportRefusal = (error: unknown) =>
    reportProblems(
      submissionProblemsOf(error, fields, {
        apiPathOf: (field) => field.apiPath ?? field.path,
        onField: (field, message) => setError(field.path as Path<Input>, { type: 'server', message }),
      }),
    );

  /** The submission was kept: the form now starts from what was saved, and the draft goes. */
  const finishSaved = async (saved: z.input<S>) => {
    reset(saved as Input);
    setRestored(false);
    await autosave.discardDraft();
  };

  const discardChanges = async () => {
    reset(initialValues as Input);
    setRestored(false);
    await autosave.discardDraft();
  };

  return {
    form,
    values,
    errorFor,
    problems,
    reportProblems,
    summaryOf,
    reportRefusal,
    restored,
    finishSaved,
    discardChanges,
    autosave,
    logoutAttempts,
  };
}

export type DraftFormKit = ReturnType<typeof useDraftForm>;
