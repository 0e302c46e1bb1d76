import { formatNumber } from '@fsmis/domain';
import { type Ref, type TextareaHTMLAttributes, useEffect, useState } from 'react';
import { FormField, fieldDescriptionIds } from './form-field';
import './textarea.css';

/** How long after the last keystroke a screen reader hears the characters left. */
const COUNT_ANNOUNCE_DELAY_MS = 1_000;

export type CharacterCount = {
  readonly max: number;
  /** How many characters the field holds now. */
  readonly count: number;
};

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-describedby'> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Shown, and linked to the field, only when the field has been touched or submitted. */
  readonly error?: string | undefined;
  /** The GOV.UK character count: the limit, and how much of it is used. */
  readonly characterCount?: CharacterCount;
  readonly ref?: Ref<HTMLTextAreaElement>;
};

function countMessage({ max, count }: CharacterCount): string {
  const left = max - count;
  if (left >= 0) return `You have ${formatNumber(left)} character${left === 1 ? '' : 's'} remaining`;
  return `You have ${formatNumber(-left)} character${left === -1 ? '' : 's'} too many`;
}

/**
 * A GOV.UK textarea for longer answers, with an optional character count. The count is not a hard
 * limit: the user can type past it and sees how far over they are, then the form's rule says so.
 */
export function Textarea({
  id,
  label,
  hint,
  error,
  characterCount,
  rows = 5,
  className,
  ref,
  ...rest
}: TextareaProps) {
  const limitId = characterCount ? `${id}-limit` : undefined;
  const { describedBy } = fieldDescriptionIds(id, { hint, error, ...(limitId ? { extra: limitId } : {}) });
  const message = characterCount ? countMessage(characterCount) : '';
  const announced = useDelayed(message, COUNT_ANNOUNCE_DELAY_MS);
  const over = characterCount ? characterCount.count > characterCount.max : false;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        className={['form-field__input', 'textarea', className ?? ''].filter(Boolean).join(' ')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {characterCount ? (
        <>
          <div id={limitId} className="visually-hidden">
            You can enter up to {formatNumber(characterCount.max)} characters
          </div>
          <div
            className={over ? 'textarea__count textarea__count--over' : 'textarea__count'}
            aria-hidden="true"
          >
            {message}
          </div>
          <div className="visually-hidden" aria-live="polite">
            {announced}
          </div>
        </>
      ) : null}
    </FormField>
  );
}

/** The value as it was once it stopped changing for `delay` ms: what a live region should read. */
function useDelayed(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
