import { FormField, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { Ref } from 'react';

/** A labelled file input holding one file; the form keeps the File itself. */
export function FileField({
  id,
  label,
  hint,
  error,
  name,
  onChoose,
  onBlur,
  ref,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly name: string;
  readonly onChoose: (file: File | null) => void;
  readonly onBlur: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}) {
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        className="case-actions__file"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          onBlur();
        }}
        onBlur={onBlur}
      />
    </FormField>
  );
}
