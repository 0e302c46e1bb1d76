import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ButtonVariant } from './button';
import './button.css';
import './button-link.css';

/**
 * A link that looks like a button: it goes somewhere (a page of the portal) rather than doing
 * something, so it stays a link for assistive technology.
 */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  readonly to: string;
  readonly variant?: Exclude<ButtonVariant, 'link'>;
  readonly children: ReactNode;
}) {
  return (
    <Link to={to} className={`button button--${variant} button-link`}>
      {children}
    </Link>
  );
}
