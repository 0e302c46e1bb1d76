import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form-field.css';
import './checkbox.css';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'aria-describedby'
> & {
  readonly id: string;
  /** What ticking the box says, e.g. "I have read and accept the LRP terms and conditions". */
  readonly label: ReactNode;
  readonly hint?: string;
  /** Shown, and linked to the box, only when the field has been touched or submitted. */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A single GOV.UK checkbox: a statement the user confirms, with its own error message. */
export function Checkbox({ id, label, hint, error, className, ref, ...rest }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['form-field', error ? 'form-field--error' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {error ? (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      <div className="checkbox">
        <input
          {...rest}
          ref={ref}
          className="checkbox__input"
          id={id}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <div className="checkbox__hint" id={hintId}>
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
