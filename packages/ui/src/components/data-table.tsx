import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { TableRegion } from './table';

/** A column's header: its words, or a key and what the header shows (e.g. words only screen readers hear). */
export type DataTableColumn = string | { readonly key: string; readonly label: ReactNode };

/**
 * A table of rows under a header of columns, in the region that scrolls it sideways: named by its
 * caption (read by screen readers, not shown), dimmed while its rows are being replaced, and, when
 * there are no rows and `empty` says why, that instead. `children` draws a row: a `<tr>` with its key,
 * headed by `<th scope="row">`, its cells `table__cell`.
 */
export function DataTable<T>({
  captionId,
  caption,
  columns,
  rows,
  busy = false,
  className,
  empty,
  children,
}: {
  readonly captionId: string;
  readonly caption: ReactNode;
  readonly columns: readonly DataTableColumn[];
  readonly rows: readonly T[];
  /** True while the rows are being replaced. */
  readonly busy?: boolean;
  /** Classes besides `table`, e.g. `table--sticky-first` or the feature's own. */
  readonly className?: string;
  /** Shown (in an EmptyState) instead of a table without rows. */
  readonly empty?: ReactNode;
  readonly children: (row: T) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <EmptyState>{empty}</EmptyState>;
  return (
    <TableRegion labelledBy={captionId} busy={busy}>
      <table className={['table', className ?? ''].filter(Boolean).join(' ')}>
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="table__header">
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" className="table__header">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </TableRegion>
  );
}
