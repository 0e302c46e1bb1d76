import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import './table.css';

export type SortDirection = 'asc' | 'desc';

/**
 * Whether the element is wider inside than it shows, measured again whenever it or what it holds
 * changes size (ResizeObserver; measured once where there is none).
 */
function useOverflows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // One pixel of rounding is not a scrollbar.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows } as const;
}

/**
 * A table that is wider than the screen scrolls sideways inside this region, not the page. The region
 * is named after the table and can take focus, so keyboard users can scroll it too (WCAG 1.4.10, 2.1.1).
 * While it overflows, a shadow on the edge with more to see and a hint above say that it scrolls; the
 * hint also describes the region to screen readers.
 */
export function TableRegion({
  labelledBy,
  busy = false,
  holds = 'table',
  children,
}: {
  /** The id of the table's caption or heading. */
  readonly labelledBy: string;
  /** What scrolls, as the hint names it: a table, or a chart kept wide enough to read. */
  readonly holds?: 'table' | 'chart';
  /** True while the rows are being replaced: assistive technology waits for the new ones. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  const hintId = useId();
  const { ref, overflows } = useOverflows<HTMLElement>();
  const className = [
    'table-region',
    overflows ? 'table-region--overflows' : '',
    busy ? 'table-region--busy' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {overflows ? (
        <p className="table-region__hint" id={hintId}>
          Scroll sideways to see more of the {holds}
        </p>
      ) : null}
      <section
        ref={ref}
        className={className}
        aria-labelledby={labelledBy}
        aria-describedby={overflows ? hintId : undefined}
        aria-busy={busy || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
        tabIndex={0}
      >
        {children}
      </section>
    </>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header that sorts the table (the MOJ sortable table pattern): a button in the header cell,
 * and `aria-sort` on the column the rows are sorted by.
 */
export function SortableHeader({
  label,
  direction,
  onSort,
  className,
  role,
}: {
  readonly label: ReactNode;
  /** How the rows are sorted by this column; null when they are sorted by another. */
  readonly direction: SortDirection | null;
  readonly onSort: () => void;
  readonly className?: string;
  /** The header's stated role, for a table whose rows stack on a phone (see DataTable). */
  readonly role?: 'columnheader';
}) {
  return (
    <th
      scope="col"
      role={role}
      className={['table__header', className ?? ''].filter(Boolean).join(' ')}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
    >
      <button type="button" className="table__sort" onClick={onSort}>
        {label}
        <span className={`table__sort-icon table__sort-icon--${direction ?? 'none'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
