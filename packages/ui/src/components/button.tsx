import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

/**
 * A press on a submit button would first take focus from the field being edited; that field then
 * shows its error (touched), the text above the button grows, the button moves away from under the
 * pointer, and the press is lost. Keeping focus where it is until the click lands avoids that; the
 * submission itself then checks every field.
 */
const keepFocusUntilClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'warning' | 'link';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  readonly variant?: ButtonVariant;
  /**
   * While true the button ignores presses and says so to assistive technology. It stays focusable,
   * so keyboard and screen-reader users do not lose their place while a request is on its way.
   */
  readonly pending?: boolean;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  pending = false,
  type = 'button',
  className,
  onClick,
  onMouseDown,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = ['button', `button--${variant}`, pending ? 'button--pending' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={handleClick}
      onMouseDown={onMouseDown ?? (type === 'submit' ? keepFocusUntilClick : undefined)}
    >
      {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
