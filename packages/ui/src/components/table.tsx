import type { ReactNode } from 'react';
import './table.css';

export type SortDirection = 'asc' | 'desc';

/**
 * A table that is wider than the screen scrolls sideways inside this region, not the page. The region
 * is named after the table and can take focus, so keyboard users can scroll it too (WCAG 1.4.10, 2.1.1).
 */
export function TableRegion({
  labelledBy,
  busy = false,
  children,
}: {
  /** The id of the table's caption or heading. */
  readonly labelledBy: string;
  /** True while the rows are being replaced: assistive technology waits for the new ones. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <section
      className={busy ? 'table-region table-region--busy' : 'table-region'}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </section>
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
}: {
  readonly label: string;
  /** How the rows are sorted by this column; null when they are sorted by another. */
  readonly direction: SortDirection | null;
  readonly onSort: () => void;
  readonly className?: string;
}) {
  return (
    <th
      scope="col"
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
