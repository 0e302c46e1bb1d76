import { type ApplicationSortField, formatMoment } from '@fsmis/domain';
import { DataTable, type DataTableColumn } from '@fsmis/ui/components/data-table';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { ApplicationSummary } from '../api/get-applications';
import type { ApplicationsSearch } from '../utils/applications-search';

type Column = {
  readonly field: ApplicationSortField;
  readonly label: string;
  readonly cell: (application: ApplicationSummary) => ReactNode;
  readonly nowrap?: boolean;
};

const dateCell = (value: string | null, missing: string) =>
  value ? <time dateTime={value}>{formatMoment(value)}</time> : missing;

/** The first column: the reference number heads each row and leads to the application. */
const REFERENCE_LABEL = { field: 'referenceNumber', label: 'Reference number' } as const;

/** The columns after the reference number. */
const COLUMNS: readonly Column[] = [
  { field: 'programme', label: 'Programme', cell: (a) => a.programmeLabel },
  { field: 'category', label: 'Application type', cell: (a) => a.categoryLabel },
  { field: 'status', label: 'Status', cell: (a) => a.statusLabel },
  { field: 'createdAt', label: 'Created', cell: (a) => dateCell(a.createdAt, ''), nowrap: true },
  {
    field: 'submittedAt',
    label: 'Submitted',
    cell: (a) => dateCell(a.submittedAt, 'Not submitted'),
    nowrap: true,
  },
  { field: 'updatedAt', label: 'Last updated', cell: (a) => dateCell(a.updatedAt, ''), nowrap: true },
];

/** Where Application Details leads back to: this page of the table, with its filters. */
export type ReturnToApplications = { readonly returnTo: string };

/** One page of the company's applications; each column header sorts the whole list. */
export function ApplicationsTable({
  applications,
  search,
  busy,
  captionId,
  onSort,
}: {
  readonly applications: readonly ApplicationSummary[];
  readonly search: ApplicationsSearch;
  /** True while the rows shown are the previous page's, waiting for the new ones. */
  readonly busy: boolean;
  /** Names the table, and the scrolling region around it. */
  readonly captionId: string;
  readonly onSort: (field: ApplicationSortField) => void;
}) {
  const location = useLocation();
  const returnTo: ReturnToApplications = { returnTo: `${location.pathname}${location.search}` };
  const columns: DataTableColumn[] = [REFERENCE_LABEL, ...COLUMNS].map(({ field, label }) => ({
    key: field,
    label,
    sort: { direction: search.sortBy === field ? search.sortDirection : null, onSort: () => onSort(field) },
  }));
  const sortLabel = [REFERENCE_LABEL, ...COLUMNS].find((column) => column.field === search.sortBy)?.label;
  return (
    <DataTable
      captionId={captionId}
      caption={`Your applications, sorted by ${sortLabel} (${search.sortDirection === 'asc' ? 'ascending' : 'descending'})`}
      columns={columns}
      rows={applications}
      busy={busy}
      className="table--sticky-first applications-table"
    >
      {(application) => (
        <tr key={application.id}>
          <th scope="row" className="table__cell table__cell--nowrap">
            <Link to={paths.applicationDetails.href(application.id)} state={returnTo}>
              {application.referenceNumber}
            </Link>
          </th>
          {COLUMNS.map((column) => (
            <td
              key={column.field}
              className={
                column.nowrap === true
                  ? 'table__cell table__cell--nowrap'
                  : 'table__cell applications-table__text'
              }
            >
              {column.cell(application)}
            </td>
          ))}
        </tr>
      )}
    </DataTable>
  );
}
