import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
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
};

export function Button({
  variant = 'primary',
  pending = false,
  type = 'button',
  className,
  onClick,
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
    >
      {pending ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
