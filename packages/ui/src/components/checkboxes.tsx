import type { ReactNode } from 'react';
import './form-field.css';
import './checkbox.css';
import './checkboxes.css';

export type CheckboxOption = { readonly value: string; readonly label: string };

export type CheckboxesProps = {
  /** The id of the group; each option's input is `<id>-<value>`. */
  readonly id: string;
  readonly name: string;
  /** The question the group answers, e.g. "Programme". */
  readonly legend: ReactNode;
  readonly hint?: string;
  readonly options: readonly CheckboxOption[];
  /** The values ticked when the group is first shown (the group is uncontrolled, read from its form). */
  readonly defaultValues?: readonly string[];
  /** The smaller boxes GOV.UK uses in filters; they keep a 44 px target. */
  readonly small?: boolean;
  /** Lays the options out in columns where there is room. */
  readonly columns?: boolean;
};

/**
 * The GOV.UK checkboxes: one question, a fieldset whose legend asks it, any number of answers. Each box
 * looks like the single `Checkbox`; `small` is the GOV.UK variant for filters.
 */
export function Checkboxes({
  id,
  name,
  legend,
  hint,
  options,
  defaultValues = [],
  small = false,
  columns = false,
}: CheckboxesProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const classes = ['checkboxes', small ? 'checkboxes--small' : '', columns ? 'checkboxes--columns' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <fieldset className="checkboxes__fieldset" id={id} aria-describedby={hintId}>
        <legend className="checkboxes__legend">{legend}</legend>
        {hint ? (
          <div className="form-field__hint" id={hintId}>
            {hint}
          </div>
        ) : null}
        <div className={classes}>
          {options.map((option) => {
            const inputId = `${id}-${option.value}`;
            return (
              <div className="checkbox" key={option.value}>
                <input
                  className="checkbox__input"
                  id={inputId}
                  name={name}
                  type="checkbox"
                  value={option.value}
                  defaultChecked={defaultValues.includes(option.value)}
                />
                <label className="checkbox__label" htmlFor={inputId}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
