import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

const LINKS = [
  { label: 'Terms requests', href: paths.termsRequests.href() },
  { label: 'Published terms', href: paths.termsDocuments.href() },
] as const;

/** Between the two screens of Terms: the companies' open requests, and the published versions. */
export function TermsNavigation() {
  return (
    <nav className="terms-navigation" aria-label="Terms and conditions">
      <ul className="terms-navigation__list">
        {LINKS.map((link) => (
          <li key={link.href}>
            <NavLink className="terms-navigation__link" to={link.href} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
