import { Link } from 'react-router';
import './pagination.css';

export type PageWindow = { readonly page: number; readonly pageSize: number; readonly total: number };

/** How many pages a list has; one at least, so an empty list is still "page 1 of 1". */
export function pageCount({ pageSize, total }: Omit<PageWindow, 'page'>): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The numbered items shown: the first, the last, the current page and its neighbours; gaps as null. */
export function pageItems(page: number, pages: number): readonly (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((item) => item >= 1 && item <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((item, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || item === previous + 1) return [item];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return item === previous + 2 ? [previous + 1, item] : [null, item];
  });
}

/**
 * "Showing 11 to 20 of 30 applications": what part of the list is on screen. A status message, so a
 * screen reader hears the new count when filters change.
 */
export function ResultsSummary({
  window,
  noun,
  id,
}: {
  readonly window: PageWindow;
  readonly noun: { readonly one: string; readonly other: string };
  readonly id?: string;
}) {
  const { page, pageSize, total } = window;
  const name = total === 1 ? noun.one : noun.other;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <p className="results-summary" id={id} role="status">
      {total === 0 ? (
        `No ${noun.other}`
      ) : first > total ? (
        <>
          No {noun.other} on page {page}, of <strong>{total}</strong> {name}
        </>
      ) : (
        <>
          Showing <strong>{first}</strong> to <strong>{last}</strong> of <strong>{total}</strong> {name}
        </>
      )}
    </p>
  );
}

/**
 * The GOV.UK pagination: Previous, the page numbers (the current one marked), Next. Each is a link,
 * so a page of results can be opened in a new tab, bookmarked and shared.
 */
export function Pagination({
  window,
  hrefFor,
  label = 'Pages',
  onNavigate,
}: {
  readonly window: PageWindow;
  /** The URL of a page of the list. */
  readonly hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of applications". */
  readonly label?: string;
  /** Called when the user follows one of the links, e.g. to move focus to the new page's results. */
  readonly onNavigate?: () => void;
}) {
  const pages = pageCount(window);
  if (pages <= 1) return null;
  const page = Math.min(window.page, pages);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <div className="pagination__prev">
          <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev" onClick={onNavigate}>
            <span className="pagination__arrow" aria-hidden="true">
              ←
            </span>
            Previous<span className="visually-hidden"> page</span>
          </Link>
        </div>
      ) : null}
      <ul className="pagination__list">
        {pageItems(page, pages).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="pagination__item pagination__item--ellipsis">
              ⋯
            </li>
          ) : (
            <li
              key={item}
              className={item === page ? 'pagination__item pagination__item--current' : 'pagination__item'}
            >
              <Link
                className="pagination__link"
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <div className="pagination__next">
          <Link className="pagination__link" to={hrefFor(page + 1)} rel="next" onClick={onNavigate}>
            Next<span className="visually-hidden"> page</span>
            <span className="pagination__arrow" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
      ) : null}
    </nav>
  );
}
