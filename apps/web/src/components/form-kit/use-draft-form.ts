import { type KitField, useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type FormAutosave, useFormAutosave } from '../../lib/form-drafts';
import type { LocalCopyOfForm } from '../../lib/local-copies';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

export type { KitField };

/**
 * A form of the shared form kit (`useFormKit`: validation with the domain's schema, errors once touched or
 * submitted, the error summary, the API's refusals on the fields) with the portal's draft layer: the
 * draft kept on the server while there are unsaved edits and offered back on the next visit, and the
 * logout held up while edits are unsaved.
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
  const kit = useFormKit({ schema, defaultValues: initialValues, fields });
  const { reset, watch, formState } = kit.form;
  const [restored, setRestored] = useState(false);

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

  return { ...kit, values, restored, finishSaved, discardChanges, autosave, logoutAttempts };
}

export type DraftFormKit = ReturnType<typeof useDraftForm>;
