import { Link } from 'react-router';
import './breadcrumbs.css';

export type Breadcrumb = { readonly label: string; readonly to: string };

/** The GOV.UK breadcrumbs: the pages above this one, the current page left out (its h1 names it). */
export function Breadcrumbs({ items }: { readonly items: readonly Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li className="breadcrumbs__item" key={item.to}>
            <Link className="breadcrumbs__link" to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
