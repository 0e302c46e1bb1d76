import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../lib/use-media-query';
import { Button } from './button';
import './filter-panel.css';

/** Where the filters fold away behind "Show filters" (the width at which the panel's padding narrows). */
const NARROW_SCREEN = '(max-width: 40rem)';

/**
 * The filters of a list (the MOJ filter pattern, laid out above the list): the fields, "Apply filters",
 * and "Clear filters" while any filter applies. The fields are read from the form when it is applied,
 * so they need no state of their own; give the panel a `key` that changes with the applied filters
 * (e.g. the URL's query) and it starts again from them after Back, Forward or Clear filters.
 * On a narrow screen the fields fold away behind "Show filters", so that the list is not pushed a few
 * screens down; they are shown at first while a filter applies, so the user sees what narrows the list.
 */
export function FilterPanel({
  id,
  title,
  clearHref,
  onClear,
  onApply,
  children,
}: {
  readonly id: string;
  /** The panel's heading, e.g. "Filter applications". */
  readonly title: string;
  /** Where "Clear filters" goes; null when no filter applies. */
  readonly clearHref: string | null;
  /** Called when the user follows "Clear filters", e.g. to move focus to the results. */
  readonly onClear?: () => void;
  readonly onApply: (form: FormData) => void;
  readonly children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const fieldsId = `${id}-fields`;
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [shown, setShown] = useState(clearHref !== null);
  const folded = narrow && !shown;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <form className="filter-panel" id={id} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 className="filter-panel__title" id={headingId}>
        {title}
      </h3>
      {narrow ? (
        <Button
          variant="secondary"
          className="filter-panel__toggle"
          aria-expanded={!folded}
          aria-controls={fieldsId}
          onClick={() => setShown(folded)}
        >
          {folded ? 'Show filters' : 'Hide filters'}
        </Button>
      ) : null}
      {/* Folded, the fields are not made at all, and the list's first drawing does not pay for them. */}
      <div id={fieldsId} hidden={folded}>
        {folded ? null : (
          <>
            {children}
            <div className="button-group filter-panel__actions">
              <Button type="submit">Apply filters</Button>
              {clearHref !== null ? (
                <Link className="filter-panel__clear" to={clearHref} onClick={onClear}>
                  Clear filters
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </form>
  );
}

/** Fields side by side where there is room, one above the other where there is not. */
export function FilterRow({ children }: { readonly children: ReactNode }) {
  return <div className="filter-panel__row">{children}</div>;
}
