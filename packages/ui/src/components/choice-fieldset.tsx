import type { ReactNode } from 'react';
import { FieldNotes, fieldDescriptionIds } from './form-field';
import './form-field.css';

/**
 * The frame of a question answered by choosing (GOV.UK radios and checkboxes): a fieldset whose legend
 * asks the question, its hint, its error once shown, then the choices.
 */
export function ChoiceFieldset({
  id,
  legend,
  hint,
  error,
  fieldsetClassName,
  legendClassName,
  children,
}: {
  /** The id of the group's first control; the hint and error ids derive from it. */
  readonly id: string;
  readonly legend: ReactNode;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly fieldsetClassName: string;
  readonly legendClassName: string;
  readonly children: ReactNode;
}) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <fieldset className={fieldsetClassName} aria-describedby={describedBy}>
        <legend className={legendClassName}>{legend}</legend>
        <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
        {children}
      </fieldset>
    </div>
  );
}
