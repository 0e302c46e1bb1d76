import type { ReactNode } from 'react';
import './sgds-masthead-element';
import './masthead.css';
import { SkipLink } from './skip-link';

/**
 * The page's banner landmark: the skip link (the keyboard's first stop), the Singapore Government
 * masthead ("A Singapore Government Agency Website", How to identify), then the service's own header
 * given as `children`. All sit in the one `<header>`, so nothing at the top of the page is outside a
 * landmark (the masthead itself is a named region within it, not a second banner).
 */
export function Masthead({ children }: { readonly children?: ReactNode }) {
  return (
    <header className="page-banner">
      <SkipLink />
      <sgds-masthead />
      {children}
    </header>
  );
}
