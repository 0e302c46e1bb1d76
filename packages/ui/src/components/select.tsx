import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField, fieldDescriptionIds } from './form-field';
import './select.css';

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-describedby' | 'children'
> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly options: readonly SelectOption[];
  readonly width?: 'full' | 'medium' | 'short';
  readonly ref?: Ref<HTMLSelectElement>;
};

/**
 * The GOV.UK select: one answer from a list too long for radios, such as a person's name among many.
 * A native control, so the keyboard and assistive technology work as they do everywhere else.
 */
export function Select({
  id,
  label,
  hint,
  error,
  options,
  width = 'medium',
  className,
  ref,
  ...rest
}: SelectProps) {
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select
        {...rest}
        ref={ref}
        id={id}
        className={['form-field__input', `form-field__input--${width}`, 'select', className ?? '']
          .filter(Boolean)
          .join(' ')}
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
