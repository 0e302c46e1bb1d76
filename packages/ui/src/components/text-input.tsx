import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, fieldDescriptionIds } from './form-field';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby'> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Shown, and linked to the input, only when the field has been touched or submitted. */
  readonly error?: string | undefined;
  readonly width?: 'full' | 'medium' | 'short';
  readonly ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with an optional hint and an inline error message (the GOV.UK pattern). */
export function TextInput({
  id,
  label,
  hint,
  error,
  width = 'medium',
  type = 'text',
  className,
  ref,
  ...rest
}: TextInputProps) {
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        {...rest}
        ref={ref}
        id={id}
        type={type}
        className={['form-field__input', `form-field__input--${width}`, className ?? '']
          .filter(Boolean)
          .join(' ')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </FormField>
  );
}
