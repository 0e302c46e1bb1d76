import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ChoiceFieldset } from './choice-fieldset';
import './radios.css';

export type RadioOption = { readonly value: string; readonly label: string; readonly hint?: string };

export type RadiosProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & {
  /** The id of the group; each option's input is `<id>-<value>`, the first one takes `id` itself. */
  readonly id: string;
  readonly name: string;
  /** The question; with `legendIsHeading` it is the page's h1. */
  readonly legend: ReactNode;
  readonly legendIsHeading?: boolean;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly options: readonly RadioOption[];
  /** For a group the page controls itself: the chosen value, and what to do on a new choice. */
  readonly checkedValue?: string;
  readonly onChoose?: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
};

/** The GOV.UK radios: one question, a fieldset whose legend asks it, one answer from a short list. */
export function Radios({
  id,
  name,
  legend,
  legendIsHeading = false,
  hint,
  error,
  options,
  checkedValue,
  onChoose,
  ref,
  ...rest
}: RadiosProps) {
  const controlled =
    checkedValue !== undefined
      ? (value: string) => ({ checked: checkedValue === value, onChange: () => onChoose?.(value) })
      : () => ({});
  return (
    <ChoiceFieldset
      id={id}
      legend={legendIsHeading ? <h1 className="radios__heading">{legend}</h1> : legend}
      hint={hint}
      error={error}
      fieldsetClassName="radios__fieldset"
      legendClassName={legendIsHeading ? 'radios__legend radios__legend--heading' : 'radios__legend'}
    >
      <div className="radios">
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${option.value}`;
          const optionHintId = option.hint ? `${inputId}-item-hint` : undefined;
          return (
            <div className="radios__item" key={option.value}>
              <input
                {...rest}
                ref={ref}
                className="radios__input"
                id={inputId}
                name={name}
                type="radio"
                value={option.value}
                aria-describedby={optionHintId}
                {...controlled(option.value)}
              />
              <label className="radios__label" htmlFor={inputId}>
                {option.label}
              </label>
              {option.hint ? (
                <div className="radios__hint" id={optionHintId}>
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
