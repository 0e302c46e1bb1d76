import type { ReactNode } from 'react';
import './form-field.css';

/** The ids a control's `aria-describedby` names: its hint and error (and any extra note), in that order. */
export function fieldDescriptionIds(
  id: string,
  parts: { hint?: ReactNode; error?: string | undefined; extra?: string },
) {
  const hintId = parts.hint ? `${id}-hint` : undefined;
  const errorId = parts.error ? `${id}-error` : undefined;
  const describedBy = [hintId, parts.extra, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** A form control's frame (GOV.UK pattern): label, hint, the error message, then the control. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}) {
  const { hintId, errorId } = fieldDescriptionIds(id, { hint, error });
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </div>
  );
}

/** A field's hint, then its error message (with "Error:" for screen readers), each with its id. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  readonly hint?: ReactNode;
  readonly hintId: string | undefined;
  readonly error?: string | undefined;
  readonly errorId: string | undefined;
}) {
  return (
    <>
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
    </>
  );
}
