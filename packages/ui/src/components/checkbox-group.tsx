import { ChoiceFieldset } from './choice-fieldset';
import './checkbox.css';
import './checkboxes.css';

export type CheckboxGroupProps = {
  /** The group's id: error summaries link to it; each option's input is `<id>-<value>`. */
  readonly id: string;
  readonly legend: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly options: readonly {
    readonly value: string;
    readonly label: string;
    readonly hint?: string | undefined;
  }[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** Shown but not answerable, as in the console's preview of a form. */
  readonly disabled?: boolean | undefined;
};

/**
 * GOV.UK checkboxes whose answer is the list of ticked values, kept in the order of the options; an
 * option's hint sits under its label and describes its box.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  disabled,
}: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(
      options
        .map((candidate) => candidate.value)
        .filter((candidate) => (candidate === option ? checked : value.includes(candidate))),
    );
  return (
    <ChoiceFieldset
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      fieldsetClassName="checkboxes__fieldset"
      legendClassName="checkboxes__legend"
    >
      <div className="checkboxes">
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${option.value}`;
          const optionHintId = option.hint ? `${inputId}-item-hint` : undefined;
          return (
            <div className="checkbox" key={option.value}>
              <input
                className="checkbox__input"
                id={inputId}
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                aria-describedby={optionHintId}
                aria-invalid={error ? true : undefined}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label className="checkbox__label" htmlFor={inputId}>
                {option.label}
              </label>
              {option.hint ? (
                <div className="checkbox__hint" id={optionHintId}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
