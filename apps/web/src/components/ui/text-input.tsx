import type { InputHTMLAttributes, Ref } from 'react';
import './form-field.css';

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div className="form-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      ) : null}
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
    </div>
  );
}
