import { formatDay } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Tag } from '@fsmis/ui/components/tag';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SchemeSummary } from '../api/get-proficiency-tests';
import { SchemeStatusTag } from './scheme-status-tag';

/** One page of the laboratory's schemes, newest registration first. */
export function SchemesTable({
  schemes,
  busy,
  captionId,
}: {
  readonly schemes: readonly SchemeSummary[];
  readonly busy: boolean;
  readonly captionId: string;
}) {
  return (
    <DataTable
      captionId={captionId}
      caption="Proficiency Testing schemes"
      columns={['Code', 'Scheme', 'Status', 'Registration closes', 'Results due', 'Your registration']}
      rows={schemes}
      busy={busy}
      className="table--sticky-first schemes-table"
    >
      {(scheme) => (
        <tr key={scheme.id}>
          <th scope="row" className="table__cell table__cell--nowrap">
            <Link to={paths.ptSchemeDetails.href(scheme.id)}>{scheme.code}</Link>
          </th>
          <td className="table__cell schemes-table__name">
            {scheme.name}
            <span className="schemes-table__matrix">{scheme.matrix}</span>
          </td>
          <td className="table__cell">
            <SchemeStatusTag status={scheme.status} label={scheme.statusLabel} />
          </td>
          <td className="table__cell table__cell--nowrap">
            <time dateTime={scheme.registrationClosesAt}>{formatDay(scheme.registrationClosesAt)}</time>
          </td>
          <td className="table__cell table__cell--nowrap">
            <time dateTime={scheme.resultsDueAt}>{formatDay(scheme.resultsDueAt)}</time>
          </td>
          <td className="table__cell table__cell--nowrap">
            {scheme.isRegistered ? <Tag colour="blue">Registered</Tag> : 'Not registered'}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
