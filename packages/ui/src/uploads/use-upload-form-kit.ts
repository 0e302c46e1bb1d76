import { errorAtPath, firstErrorMessage } from '@fsmis/domain';
import {
  type FormKit,
  type FormKitOptions,
  useFormKitChecking,
  useSchemaChecking,
} from '@fsmis/ui/lib/use-form-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type FieldValues, type Path, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';
import { uploadingProblem } from './attachment-fields';

/** The form kit of a form whose fields upload files: each upload field's own problem holds the form back. */
export type UploadFormKit<Input extends FieldValues, Output> = FormKit<Input, Output> & {
  /**
   * An upload field's own problem (its file still on its way, refused at upload, or found unusable), or
   * null once it has none. While one stands the form is not sent: the field shows it. The error summary
   * of the last attempt follows an upload field as its upload moves on: its item says what the field
   * says now (its own problem, else its error), and goes once the field has none.
   */
  readonly holdUploadProblem: (name: string, problem: string | null) => void;
};

/**
 * `useFormKit` for a form with upload fields (`FileUpload`, `DocumentUploads`, each `onProblem` from
 * `useUploadProblem`). A file refused at upload never becomes the field's value, and one on its way is
 * not yet: the schema cannot see either, so the kit checks them beside it.
 */
export function useUploadFormKit<S extends z.ZodType<FieldValues, FieldValues>>(
  options: FormKitOptions<S>,
): UploadFormKit<z.input<S> & FieldValues, z.output<S>> {
  const checking = useSchemaChecking(options);
  // Each upload field's problem (null: none now), read by the resolver as the form is checked; the
  // state below draws the summary.
  const held = useRef<Readonly<Record<string, string | null>>>({});
  const [shown, setShown] = useState(held.current);
  const withHeldProblems: Resolver<z.input<S> & FieldValues, unknown, z.output<S>> = async (...check) => {
    const checked = await checking.resolver(...check);
    const problems = Object.entries(held.current).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    );
    if (problems.length === 0) return checked;
    const errors = { ...checked.errors } as FieldErrors<z.input<S> & FieldValues>;
    for (const [name, message] of problems) set(errors, name, { type: 'upload', message });
    return { values: {}, errors };
  };
  const kit = useFormKitChecking({ ...checking, resolver: withHeldProblems });
  const { form } = kit;

  const holdUploadProblem = useCallback(
    (name: string, problem: string | null) => {
      if (name in held.current && held.current[name] === problem) return;
      held.current = { ...held.current, [name]: problem };
      setShown(held.current);
      // A field already checked is checked again: what it shows follows its upload.
      const field = name as Path<z.input<S> & FieldValues>;
      if (form.formState.isSubmitted || form.getFieldState(field).isTouched) void form.trigger(field);
    },
    [form],
  );

  const uploadFields = new Map(Object.keys(shown).map((name) => [kit.idOf(name), name]));
  const items = kit.problems.items.flatMap((item) => {
    const name = item.fieldId === undefined ? undefined : uploadFields.get(item.fieldId);
    if (name === undefined) return [item];
    const now = shown[name] ?? firstErrorMessage(errorAtPath(form.formState.errors, name));
    return now ? [{ ...item, text: now }] : [];
  });
  return { ...kit, problems: { ...kit.problems, items }, holdUploadProblem };
}

/**
 * What an upload control of the kit's field `name` tells its state to (`onProblem`), and the field's
 * problem held in the kit from it: the control's own problem, or else the file it is sending.
 */
export function useUploadProblem<Input extends FieldValues, Output>(
  kit: UploadFormKit<Input, Output>,
  name: string,
) {
  const [state, setState] = useState<{ problem: string | null; uploading: string | null }>({
    problem: null,
    uploading: null,
  });
  const held = state.problem ?? (state.uploading === null ? null : uploadingProblem(state.uploading));
  const { holdUploadProblem } = kit;
  useEffect(() => holdUploadProblem(name, held), [holdUploadProblem, name, held]);
  useEffect(() => () => holdUploadProblem(name, null), [holdUploadProblem, name]);
  return (problem: string | null, uploading: string | null) => setState({ problem, uploading });
}
