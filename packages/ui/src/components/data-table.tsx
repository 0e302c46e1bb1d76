import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SortableHeader, type SortDirection, TableRegion } from './table';

/**
 * A column's header: its words, or a key and what the header shows (e.g. words only screen readers
 * hear), with `cellLabel` naming its cells when the rows are stacked (none for cells that say what they
 * are, such as a button), and `sort` when the column sorts the rows.
 */
export type DataTableColumn =
  | string
  | {
      readonly key: string;
      readonly label: ReactNode;
      /** Defaults to `label` when that is words. */
      readonly cellLabel?: string;
      /** Classes of the header cell besides `table__header`, e.g. to align figures. */
      readonly className?: string;
      readonly sort?: {
        /** How the rows are sorted by this column; null when they are sorted by another. */
        readonly direction: SortDirection | null;
        readonly onSort: () => void;
      };
    };

/**
 * How the table fits a phone's screen: `stack` draws each row as a block of its cells, each under its
 * column's header; `scroll` keeps the grid and scrolls sideways (for figures read across a row).
 */
export type PhoneLayout = 'stack' | 'scroll';

const cellLabelOf = (column: DataTableColumn): string | undefined =>
  typeof column === 'string'
    ? column
    : (column.cellLabel ?? (typeof column.label === 'string' ? column.label : undefined));

/**
 * A table of rows under a header of columns, in the region that scrolls it sideways: named by its
 * caption (by default read by screen readers, not shown), dimmed while its rows are being replaced, and, when
 * there are no rows and `empty` says why, that instead. `children` draws a row: a `<tr>` with its key,
 * headed by `<th scope="row">`, its cells `table__cell`, one for each column in order and directly in
 * the row (the table labels each with its column's header, for the rows stacked on a phone).
 */
export function DataTable<T>({
  captionId,
  caption,
  captionClassName = 'visually-hidden',
  columns,
  rows,
  busy = false,
  className,
  phoneLayout = 'stack',
  empty,
  children,
}: {
  readonly captionId: string;
  readonly caption: ReactNode;
  /** How the caption is drawn; by default screen readers read it and it is not shown. */
  readonly captionClassName?: string;
  readonly columns: readonly DataTableColumn[];
  readonly rows: readonly T[];
  /** True while the rows are being replaced. */
  readonly busy?: boolean;
  /** Classes besides `table`, e.g. `table--sticky-first` or the feature's own. */
  readonly className?: string;
  readonly phoneLayout?: PhoneLayout;
  /** Shown (in an EmptyState) instead of a table without rows. */
  readonly empty?: ReactNode;
  readonly children: (row: T) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <EmptyState>{empty}</EmptyState>;
  const cellLabels = columns.map(cellLabelOf);
  const sortable = columns.some((column) => typeof column !== 'string' && column.sort !== undefined);
  const stacked = phoneLayout === 'stack';
  const classes = ['table', stacked ? 'table--stack' : '', className ?? ''];
  const role = stacked ? STACKED_ROLES : NO_ROLES;
  return (
    <TableRegion labelledBy={captionId} busy={busy}>
      <table className={classes.filter(Boolean).join(' ')} role={role.table}>
        <caption className={captionClassName} id={captionId}>
          {caption}
        </caption>
        <thead
          className={sortable ? 'table__head table__head--sortable' : 'table__head'}
          role={role.rowgroup}
        >
          <tr role={role.row}>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="table__header" role={role.columnheader}>
                  {column}
                </th>
              ) : column.sort ? (
                <SortableHeader
                  key={column.key}
                  className={column.className}
                  label={column.label}
                  direction={column.sort.direction}
                  onSort={column.sort.onSort}
                  role={role.columnheader}
                />
              ) : (
                <th
                  key={column.key}
                  scope="col"
                  className={['table__header', column.className ?? ''].filter(Boolean).join(' ')}
                  role={role.columnheader}
                >
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role={role.rowgroup}>
          {rows.map((row) => withCellLabels(children(row), cellLabels, stacked))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * The roles a stacking table states itself. Safari, VoiceOver's browser, takes a table's semantics away
 * from elements whose CSS `display` is no longer a table's, as the stacked rows' is on a phone; stated
 * roles keep the table, its rows and its cells heard as such there. Other browsers hear the same roles
 * they would infer.
 */
const STACKED_ROLES = {
  table: 'table',
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
} as const;
const NO_ROLES: { readonly [K in keyof typeof STACKED_ROLES]?: undefined } = {};

type CellProps = { 'data-label'?: string; role?: string };

/**
 * The row with each cell labelled by its column's header (`data-label`), which the stacked rows show
 * above the cell, and, for a stacking table, the row and its cells given their roles. Cells are counted
 * in order, a `null` cell included, so a column left empty by a condition keeps the cells after it
 * under their own headers.
 */
function withCellLabels(
  row: ReactNode,
  labels: readonly (string | undefined)[],
  stacked: boolean,
): ReactNode {
  if (!isValidElement<{ readonly children?: ReactNode }>(row)) return row;
  const cells = Children.map(row.props.children, (cell, index) => {
    if (!isValidElement<CellProps & { readonly children?: ReactNode }>(cell)) return cell;
    const label = labels[index];
    if (!stacked) return label ? cloneElement(cell, { 'data-label': label }) : cell;
    if (!label) return cloneElement(cell, { role: cellRoleOf(cell) });
    // A labelled cell is drawn as a table of two on a phone (its label, its value). Chrome drops the
    // spaces between the pieces of a value laid directly in such a cell ("Guide.pdf(1.03 KB)"), so the
    // value is one element of its own, in which they stay.
    return cloneElement(
      cell,
      { 'data-label': label, role: cellRoleOf(cell) },
      <div className="table__value">{cell.props.children}</div>,
    );
  });
  return cloneElement(row as ReactElement<{ role?: string }>, stacked ? { role: 'row' } : undefined, cells);
}

/** A row's header cell (`<th scope="row">`) heads its row; any other cell is a cell. */
const cellRoleOf = (cell: ReactElement): string => (cell.type === 'th' ? 'rowheader' : 'cell');
