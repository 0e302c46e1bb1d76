import { FormField, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { SelectHTMLAttributes } from 'react';

export type SelectOption = { readonly value: string; readonly label: string };

/** A labelled drop-down of a few choices (the GOV.UK select), for a filter with one value. */
export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-describedby'> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly options: readonly SelectOption[];
}) {
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select
        {...rest}
        id={id}
        className="form-field__input recognitions-select"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
