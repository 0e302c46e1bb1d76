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
};

/** GOV.UK checkboxes whose answer is the list of ticked values, kept in the order of the options. */
export function CheckboxGroup({ id, legend, hint, error, options, value, onChange }: CheckboxGroupProps) {
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
          return (
            <div className="checkbox" key={option.value}>
              <input
                className="checkbox__input"
                id={inputId}
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label className="checkbox__label" htmlFor={inputId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
